import os from "node:os";
import { parentPort } from "node:worker_threads";
import { sanitizeStoredHtml } from "#content/sanitize";

// The lowest priority, for this thread only (Linux keeps a nice value per thread): cleaning takes
// the CPU the event loop leaves, so a long draft does not slow every visitor's request on a busy core.
try {
  os.setPriority(19);
} catch {
  // Not allowed here (some containers): cleaning still runs, at the ordinary priority.
}

/** The worker thread of server/editing/rich-text-cleaner.ts: cleans one text per message, in order. */
parentPort?.on("message", (task: { id: number; html: string }) => {
  parentPort?.postMessage({ id: task.id, html: sanitizeStoredHtml(task.html) });
});
