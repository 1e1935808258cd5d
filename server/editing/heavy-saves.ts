/**
 * A person's large saves, one at a time and spaced apart (decision 0078). A draft of a megabyte or
 * two still costs the event loop tens of milliseconds to parse, store and log, however it is
 * cleaned; one account saving such drafts back to back would take a share of every school's
 * turns. Typing autosaves every few seconds, so spacing a person's large saves by a second costs
 * staff nothing, and bounds what one account can take. Small saves are never held.
 */
export class HeavySaves {
  private readonly queues = new Map<string, { tail: Promise<void>; waiting: number }>();

  constructor(
    /** The pause after one large save before the same person's next one starts. */
    private readonly gapMs = 1000,
    /** Large saves of one person that may wait at once; more are refused (each holds its body). */
    private readonly maxWaiting = 3,
  ) {}

  /** Runs `work` in `key`'s turn; undefined when too many are waiting already. */
  async inTurn<T>(key: string, work: () => Promise<T>): Promise<{ value: T } | undefined> {
    const queue = this.queues.get(key) ?? { tail: Promise.resolve(), waiting: 0 };
    if (queue.waiting >= this.maxWaiting) return undefined;
    const before = queue.tail;
    let release = () => {};
    const done = new Promise<void>((resolve) => {
      release = resolve;
    });
    queue.tail = before.then(() => done);
    queue.waiting += 1;
    this.queues.set(key, queue);
    await before;
    try {
      return { value: await work() };
    } finally {
      setTimeout(() => {
        queue.waiting -= 1;
        if (queue.waiting === 0) this.queues.delete(key);
        release();
      }, this.gapMs).unref();
    }
  }
}

/** A save's body counts as large from this size: a news item is a few KB, a long one with tables some tens. */
export const heavySaveBytes = 256 * 1024;
