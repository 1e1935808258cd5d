import { Worker } from "node:worker_threads";
import { checkDraft, type FieldProblem } from "#domain/editing/draft-checks";
import type { EditableKind } from "#domain/editing/editable-kinds";
import type { Problem } from "#domain/publish-checks/problem";
import { EditingError } from "./editing-error";
import {
  type PdfLink,
  type RichTextTask,
  type RichTextTaskName,
  type RichTextTasks,
  richTextTasks,
} from "./rich-text-tasks";

/**
 * Cleans and checks a draft's rich text (issue 21, decision 0078). Both are linear, but a
 * megabyte of dense markup still costs sanitize-html about half a second and the publish checks
 * a quarter on a busy core: done on the event loop, that time is time every other school's
 * visitors wait. So a text longer than a news item is handled in a worker thread at the lowest
 * priority, one text at a time, with a time limit; a short one (a few milliseconds of work) at
 * once, as before. Both ways run the same functions (server/editing/rich-text-tasks.ts).
 */
export type ThreadOptions = {
  /** Texts up to this many characters are handled on the event loop. */
  inlineChars?: number;
  /** A text still not done after this long is refused and its thread stopped. */
  timeLimitMs?: number;
  /** The thread stops after this long with nothing to do; the next long text starts a new one. */
  idleMs?: number;
};

type Task = {
  id: number;
  task: RichTextTaskName;
  html: string;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
};

/**
 * Run from the sources (tsx, Vitest), the thread loads the worker's TypeScript through tsx; run from
 * the compiled server (dist/, decision 0086), the compiled worker beside it, with nothing in between.
 */
const compiled = !import.meta.url.endsWith(".ts");
const workerFile = new URL(compiled ? "./rich-text-worker.js" : "./rich-text-worker.ts", import.meta.url);
const workerExecArgv = compiled ? [] : ["--import", "tsx"];
const tooComplex = "The text is too long or too complex to save. Split it into smaller items.";

export class RichTextThread {
  readonly #inlineChars: number;
  readonly #timeLimitMs: number;
  readonly #idleMs: number;
  #idleTimer: NodeJS.Timeout | undefined;
  readonly #queue: Task[] = [];
  #worker: Worker | undefined;
  #running: { task: Task; timer: NodeJS.Timeout } | undefined;
  #nextId = 0;

  constructor(options: ThreadOptions = {}) {
    this.#inlineChars = options.inlineChars ?? 32 * 1024;
    // Cleaning 2 MB (the body limit) takes about a second; ten leave room for a busy machine.
    this.#timeLimitMs = options.timeLimitMs ?? 10_000;
    // A thread is a second V8 heap: after cleaning a long draft it holds 50 to 100 MB, which V8
    // returns only once the thread ends (decision 0086). An editor autosaving a long draft sends
    // one every few seconds, so the thread waits half a minute for the next before it goes.
    this.#idleMs = options.idleMs ?? 30_000;
  }

  /** Whether a thread is up (for tests and diagnostics). */
  get threadRunning(): boolean {
    return this.#worker !== undefined;
  }

  /** The text as sanitizeStoredHtml cleans it. */
  clean(html: string): Promise<string> {
    return this.#run("clean", html);
  }

  /** The publish checks' findings, as checkRichTextHtml gives them. */
  check(html: string): Promise<Problem[]> {
    return this.#run("check", html);
  }

  /** The PDFs the text links to, for the PDF warnings. */
  pdfLinks(html: string): Promise<PdfLink[]> {
    return this.#run("pdfLinks", html);
  }

  /** Stops the thread (tests; the server's own ends with the process). */
  async close(): Promise<void> {
    clearTimeout(this.#idleTimer);
    const worker = this.#worker;
    this.#worker = undefined;
    await worker?.terminate();
  }

  #run<Name extends RichTextTaskName>(task: Name, html: string): Promise<ReturnType<RichTextTasks[Name]>> {
    type Result = ReturnType<RichTextTasks[Name]>;
    if (html.length <= this.#inlineChars) return Promise.resolve(richTextTasks[task](html) as Result);
    return new Promise((resolve, reject) => {
      const settle = (result: unknown) => resolve(result as Result);
      this.#queue.push({ id: this.#nextId++, task, html, resolve: settle, reject });
      this.#startNext();
    });
  }

  #startNext(): void {
    if (this.#running) return;
    clearTimeout(this.#idleTimer);
    const task = this.#queue.shift();
    if (!task) {
      this.#stopWhenIdle();
      return;
    }
    const worker = this.#worker ?? this.#spawn();
    const timer = setTimeout(() => {
      // The thread is busy with this text and cannot be asked to stop: a new one takes the next.
      this.#finish(task.id, { error: new EditingError(422, "too_complex", tooComplex) });
      if (this.#worker === worker) this.#worker = undefined;
      void worker.terminate();
    }, this.#timeLimitMs);
    this.#running = { task, timer };
    const message: RichTextTask = { id: task.id, task: task.task, html: task.html };
    worker.postMessage(message);
  }

  #stopWhenIdle(): void {
    const worker = this.#worker;
    if (!worker) return;
    this.#idleTimer = setTimeout(() => {
      if (this.#worker !== worker || this.#running) return;
      this.#worker = undefined;
      void worker.terminate();
    }, this.#idleMs);
    this.#idleTimer.unref();
  }

  #spawn(): Worker {
    const worker = new Worker(workerFile, { execArgv: workerExecArgv });
    // An idle thread must not keep the process alive; a waiting text keeps its time-limit timer.
    worker.unref();
    worker.on("message", (message: { id: number; result: unknown }) => this.#finish(message.id, message));
    worker.on("error", (error) => {
      if (this.#worker === worker) this.#worker = undefined;
      if (this.#running) this.#finish(this.#running.task.id, { error });
    });
    worker.on("exit", () => {
      if (this.#worker === worker) this.#worker = undefined;
    });
    this.#worker = worker;
    return worker;
  }

  #finish(id: number, outcome: { result: unknown } | { error: Error }): void {
    const running = this.#running;
    if (!running || running.task.id !== id) return;
    clearTimeout(running.timer);
    this.#running = undefined;
    if ("error" in outcome) running.task.reject(outcome.error);
    else running.task.resolve(outcome.result);
    this.#startNext();
  }
}

/** The server's one rich-text thread. */
export const richTextThread = new RichTextThread();

/** checkDraft (domain/editing/draft-checks.ts), its long rich-text fields checked in the thread. */
export async function checkDraftOffLoop(
  kind: EditableKind,
  data: Readonly<Record<string, unknown>>,
  thread: RichTextThread = richTextThread,
): Promise<FieldProblem[]> {
  const found = new Map<string, Problem[]>();
  for (const field of kind.fields) {
    const value = data[field.name];
    if (field.widget !== "richText" || typeof value !== "string" || found.has(value)) continue;
    found.set(value, await thread.check(value));
  }
  return checkDraft(kind, data, (html) => found.get(html) ?? richTextTasks.check(html));
}
