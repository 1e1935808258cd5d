/**
 * A school's large saves, one at a time and spaced apart (decision 0078). A draft of a megabyte
 * still costs the event loop some 10–20 ms to parse, store and collect, however it is cleaned; a
 * school saving such drafts back to back (one account, or many an owner invited) would take a share
 * of every school's turns. Typing autosaves every 5 s, so spacing a school's large saves by 3 s costs
 * its staff nothing, and bounds what one school can take: the hostile-neighbour run's p99 is decided
 * by how many such stalls land in it (docs/performance.md). Small saves are never held.
 */
export class HeavySaves {
  private readonly queues = new Map<string, { tail: Promise<void>; waiting: number }>();

  constructor(
    /** The pause after one large save before the same school's next one starts. */
    private readonly gapMs = 3000,
    /** Large saves of one school that may wait at once; more are refused (each holds its body). */
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
