import type { UsageRecord } from "#domain/media-records";
import { formatBytes } from "#domain/media-rules";

/** The school's storage: how much its uploads take of its quota, as a bar and in words. */
export function StorageUsage({ usage }: { usage: UsageRecord }) {
  const share = usage.quotaBytes > 0 ? Math.min(1, usage.usedBytes / usage.quotaBytes) : 1;
  return (
    <div className="admin-storage">
      <p id="storage-words">
        Storage: {formatBytes(usage.usedBytes)} of {formatBytes(usage.quotaBytes)} used ({Math.round(share * 100)}%).
      </p>
      <meter min={0} max={1} value={share} low={0.8} high={0.95} optimum={0} aria-labelledby="storage-words" />
    </div>
  );
}
