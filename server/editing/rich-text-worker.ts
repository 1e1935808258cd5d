import os from "node:os";
import { parentPort } from "node:worker_threads";
import { type RichTextTask, richTextTasks } from "./rich-text-tasks";

// The lowest priority, for this thread only (Linux keeps a nice value per thread): its work takes
// the CPU the event loop leaves, so a long draft does not slow every visitor's request on a busy core.
try {
  os.setPriority(19);
} catch {
  // Not allowed here (some containers): the work still runs, at the ordinary priority.
}

/** The worker thread of server/editing/rich-text-thread.ts: one text per message, in order. */
parentPort?.on("message", ({ id, task, html }: RichTextTask) => {
  parentPort?.postMessage({ id, result: richTextTasks[task](html) });
});
