/**
 * Runs at most `limit` tasks at a time, in arrival order. Image encoding is CPU- and
 * memory-heavy; on a small server a burst of first requests must queue, not pile up.
 */
export function limitConcurrency(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: Array<() => void> = [];
  // A finishing task hands its slot straight to the next waiter, so a newcomer arriving
  // in between cannot take it as well and exceed the limit.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      release();
    }
  };
}
