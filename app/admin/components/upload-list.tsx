import { percentOf, summaryOf, type UploadItem } from "#app/admin/lib/upload-queue.ts";

const stateText: Record<UploadItem["state"], string> = {
  waiting: "Waiting",
  sending: "Uploading",
  processing: "Checking and storing",
  done: "Uploaded",
  failed: "Failed",
};

/** More files than this scroll in a box of their own. */
const manyUploads = 6;

/** A batch's files, each with its own progress bar, state and message, and Retry where it failed. */
export function UploadList({
  items,
  canRetry,
  onRetry,
}: {
  items: readonly UploadItem[];
  canRetry: (id: number) => boolean;
  onRetry: (id: number) => void;
}) {
  if (items.length === 0) return null;
  // A long batch (40 photos from a phone) scrolls in its own box, so the page below it stays near:
  // the box takes the focus so that a keyboard can scroll it too.
  const many = items.length > manyUploads;
  return (
    <ul
      className={many ? "admin-uploads admin-uploads-many" : "admin-uploads"}
      tabIndex={many ? 0 : undefined}
      aria-label={many ? `The ${items.length} files of this batch` : undefined}
    >
      {items.map((item) => (
        <li key={item.id} className={`admin-upload admin-upload-${item.state}`}>
          <span className="admin-upload-name">{item.name}</span>
          <progress max={100} value={percentOf(item)} aria-label={`Upload of ${item.name}`} />
          <span className="admin-upload-state">{stateText[item.state]}</span>
          {item.message && <span className="admin-upload-message">{item.message}</span>}
          {item.state === "failed" && canRetry(item.id) && (
            <button
              type="button"
              className="admin-button admin-button-small admin-button-secondary"
              onClick={() => onRetry(item.id)}
            >
              Retry<span className="visually-hidden"> {item.name}</span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** What a batch says aloud (how many are done, failed, on their way), then its list. */
export function UploadProgress(props: {
  items: readonly UploadItem[];
  canRetry: (id: number) => boolean;
  onRetry: (id: number) => void;
}) {
  return (
    <>
      <p role="status" className="admin-upload-summary">
        {summaryOf(props.items)}
      </p>
      <UploadList {...props} />
    </>
  );
}
