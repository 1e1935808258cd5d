/**
 * The longest the event loop went without turning while `work` ran, and how long the work took:
 * a timer every 5 ms notes the gaps between its turns. Tests compare the stall with the work's own
 * length (a busy machine slows both alike); absolute figures belong to bench:server.
 */
export async function longestStall<T>(
  work: () => Promise<T>,
): Promise<{ result: T; stallMs: number; totalMs: number }> {
  const started = performance.now();
  let last = started;
  let stallMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 5);
  try {
    const result = await work();
    const ended = performance.now();
    return { result, stallMs: Math.max(stallMs, ended - last), totalMs: ended - started };
  } finally {
    clearInterval(timer);
  }
}
