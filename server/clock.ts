/**
 * The server's time. Production reads the system clock; a browser test of a schedule moves this
 * clock forward (TEST_CLOCK=on, POST /api/test/clock) rather than sleeping until a time comes.
 */
export class Clock {
  private offsetMs = 0;

  readonly now = (): Date => new Date(Date.now() + this.offsetMs);

  set(to: Date): void {
    this.offsetMs = to.getTime() - Date.now();
  }
}
