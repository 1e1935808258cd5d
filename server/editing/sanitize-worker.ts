import { parentPort } from "node:worker_threads";
import { sanitizeStoredHtml } from "#content/sanitize";

/** The worker thread of server/editing/rich-text-cleaner.ts: cleans one text per message, in order. */
parentPort?.on("message", (task: { id: number; html: string }) => {
  parentPort?.postMessage({ id: task.id, html: sanitizeStoredHtml(task.html) });
});
