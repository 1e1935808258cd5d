import fs from "node:fs";
import path from "node:path";

type Counted = { hits: number; lookups: number };

/** Where `writeCacheStatsOnSignal` writes a process's counters: one file per process, as instances may share DATA_DIR. */
export function cacheStatsFile(cacheDir: string, pid: number): string {
  return path.join(cacheDir, `cache-stats-${pid}.json`);
}

/**
 * On SIGUSR2, writes this process's cache counters (lookups and hits of the API answers, of the
 * pages and of the public reads' answers, decision 0088, since it started) to DATA_DIR/cache/cache-stats-<pid>.json, replacing the last ones. For
 * diagnostics and bench:platform, which reads them before and after a run to get each run's hit rate
 * (decision 0083); nothing else reads them. Returns the function that stops listening.
 */
export function writeCacheStatsOnSignal(
  cacheDir: string,
  caches: { api: Counted; pages?: Counted; answers?: Counted },
): () => void {
  const write = () => {
    const file = cacheStatsFile(cacheDir, process.pid);
    const counts = (cache: Counted | undefined) => cache && { hits: cache.hits, lookups: cache.lookups };
    try {
      fs.mkdirSync(cacheDir, { recursive: true });
      fs.writeFileSync(
        `${file}.tmp`,
        `${JSON.stringify({ api: counts(caches.api), pages: counts(caches.pages), answers: counts(caches.answers) })}\n`,
      );
      fs.renameSync(`${file}.tmp`, file);
    } catch {
      // Diagnostics only: a full or read-only disk must not take the server down.
    }
  };
  process.on("SIGUSR2", write);
  return () => process.off("SIGUSR2", write);
}
