/**
 * Counts failed look-ups per client in a sliding window, so the transfer
 * certificate form cannot be used to try admission numbers and names at speed.
 * In memory on purpose: one process serves the site, and a restart forgetting
 * the counts costs an attacker a restart per ten guesses.
 */
export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until this client may try again, or 0 when it may try now. */
  retryAfterSeconds(client: string): number {
    const recent = this.recent(client);
    if (recent.length < this.maxFailures) return 0;
    const oldestThatCounts = recent[recent.length - this.maxFailures];
    return Math.max(1, Math.ceil((oldestThatCounts + this.windowMs - this.now()) / 1000));
  }

  /** Counts a failure now; the returned time identifies it for withdrawFailure. */
  recordFailure(client: string): number {
    const recent = this.recent(client);
    const at = this.now();
    recent.push(at);
    this.failures.set(client, recent);
    if (this.failures.size > 10_000) this.sweep();
    return at;
  }

  /** Takes back one failure counted at `at`, for an attempt that turned out not to be one. */
  withdrawFailure(client: string, at: number): void {
    const recent = this.failures.get(client);
    const index = recent?.lastIndexOf(at) ?? -1;
    if (!recent || index < 0) return;
    recent.splice(index, 1);
    if (recent.length === 0) this.failures.delete(client);
  }

  private recent(client: string): number[] {
    const cutoff = this.now() - this.windowMs;
    const recent = (this.failures.get(client) ?? []).filter((time) => time > cutoff);
    if (recent.length === 0) this.failures.delete(client);
    return recent;
  }

  private sweep(): void {
    for (const client of [...this.failures.keys()]) this.recent(client);
  }
}
