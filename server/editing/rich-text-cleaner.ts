import { Worker } from "node:worker_threads";
import { sanitizeStoredHtml } from "#content/sanitize";
import { EditingError } from "./editing-error";

/**
 * Cleans a draft's rich text (issue 21, decision 0078). Cleaning is linear, but sanitize-html
 * still spends about half a second on a megabyte of dense markup on a busy core: done on the
 * event loop, that second is one every other school's visitors wait. So a text longer than a
 * news item is cleaned in a worker thread at the lowest priority, one text at a time, with a time
 * limit; a short one (a few milliseconds of work) at once, as before. Both run the same
 * sanitizeStoredHtml.
 */
export type CleanerOptions = {
  /** Texts up to this many characters are cleaned on the event loop. */
  inlineChars?: number;
  /** A text still not clean after this long is refused and its thread stopped. */
  timeLimitMs?: number;
};

type Task = { id: number; html: string; resolve: (html: string) => void; reject: (error: Error) => void };

const workerFile = new URL("./sanitize-worker.ts", import.meta.url);

export class RichTextCleaner {
  readonly #inlineChars: number;
  readonly #timeLimitMs: number;
  readonly #queue: Task[] = [];
  #worker: Worker | undefined;
  #running: { task: Task; timer: NodeJS.Timeout } | undefined;
  #nextId = 0;

  constructor(options: CleanerOptions = {}) {
    this.#inlineChars = options.inlineChars ?? 32 * 1024;
    // Cleaning 2 MB (the body limit) takes about a second; ten leave room for a busy machine.
    this.#timeLimitMs = options.timeLimitMs ?? 10_000;
  }

  clean(html: string): Promise<string> {
    if (html.length <= this.#inlineChars) return Promise.resolve(sanitizeStoredHtml(html));
    return new Promise((resolve, reject) => {
      this.#queue.push({ id: this.#nextId++, html, resolve, reject });
      this.#startNext();
    });
  }

  /** Stops the thread (tests; the server's own exits with the process). */
  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    await worker?.terminate();
  }

  #startNext(): void {
    if (this.#running) return;
    const task = this.#queue.shift();
    if (!task) return;
    const worker = this.#worker ?? this.#spawn();
    const timer = setTimeout(() => {
      // The thread is busy with this text and cannot be asked to stop: a new one takes the next.
      this.#finish(task.id, new EditingError(422, "too_complex", tooComplex));
      if (this.#worker === worker) this.#worker = undefined;
      void worker.terminate();
    }, this.#timeLimitMs);
    this.#running = { task, timer };
    worker.postMessage({ id: task.id, html: task.html });
  }

  #spawn(): Worker {
    // The server runs its TypeScript through tsx: the thread loads it the same way.
    const worker = new Worker(workerFile, { execArgv: ["--import", "tsx"] });
    // An idle thread must not keep the process alive; a waiting text keeps its time-limit timer.
    worker.unref();
    worker.on("message", (message: { id: number; html: string }) => this.#finish(message.id, message.html));
    worker.on("error", (error) => {
      if (this.#worker === worker) this.#worker = undefined;
      if (this.#running) this.#finish(this.#running.task.id, error);
    });
    worker.on("exit", () => {
      if (this.#worker === worker) this.#worker = undefined;
    });
    this.#worker = worker;
    return worker;
  }

  #finish(id: number, outcome: string | Error): void {
    const running = this.#running;
    if (!running || running.task.id !== id) return;
    clearTimeout(running.timer);
    this.#running = undefined;
    if (typeof outcome === "string") running.task.resolve(outcome);
    else running.task.reject(outcome);
    this.#startNext();
  }
}

const tooComplex = "The text is too long or too complex to save. Split it into smaller items.";

/** The server's one cleaner. */
export const richTextCleaner = new RichTextCleaner();
