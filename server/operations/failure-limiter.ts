import type { Db } from "#database/connection";
import { sweepTcFailures } from "#database/queries/platform";
import { updateFailures } from "#database/queries/tc-failures";

/**
 * Counts failed look-ups per client and school in a sliding window, so the transfer
 * certificate form cannot be used to try admission numbers and names at speed. The counts
 * live in the database (decision 0051): every instance behind the load balancer counts the
 * same misses, and a restart forgets nothing.
 */

export type FailureLimits = { maxFailures: number; windowMs: number };

/** The failures that still count at `now`. */
export function recentFailures(failures: readonly number[], now: number, windowMs: number): number[] {
  const cutoff = now - windowMs;
  return failures.filter((time) => time > cutoff);
}

/** Seconds until the client may try again (the oldest failure that counts leaves the window), or 0. */
export function retryAfterSeconds(recent: readonly number[], now: number, limits: FailureLimits): number {
  if (recent.length < limits.maxFailures) return 0;
  const oldestThatCounts = recent[recent.length - limits.maxFailures];
  return Math.max(1, Math.ceil((oldestThatCounts + limits.windowMs - now) / 1000));
}

/** A look-up may go ahead (its failure counted up front, identified by `attempt`), or must wait. */
export type Admission = { attempt: number } | { retryAfterSeconds: number };

export class FailureLimiter {
  private lastSweep: number;

  constructor(
    private readonly db: Db,
    private readonly limits: FailureLimits,
    private readonly now: () => number = Date.now,
  ) {
    this.lastSweep = now();
  }

  /**
   * Checks the client and, when it may try, counts this attempt as a failure in the same
   * transaction: checked and counted apart, requests sent at once would all pass the check.
   */
  async admit(schoolCode: string, client: string): Promise<Admission> {
    const now = this.now();
    this.sweepNowAndThen(now);
    return updateFailures<Admission>(this.db, schoolCode, client, now, (failures) => {
      const recent = recentFailures(failures, now, this.limits.windowMs);
      const wait = retryAfterSeconds(recent, now, this.limits);
      if (wait > 0) return { failures: recent, result: { retryAfterSeconds: wait } };
      return { failures: [...recent, now], result: { attempt: now } };
    });
  }

  /** Takes back one failure counted at `attempt`, for an attempt that turned out not to be one. */
  async withdraw(schoolCode: string, client: string, attempt: number): Promise<void> {
    const now = this.now();
    await updateFailures(this.db, schoolCode, client, now, (failures) => {
      const index = failures.lastIndexOf(attempt);
      const kept = index < 0 ? failures : [...failures.slice(0, index), ...failures.slice(index + 1)];
      return { failures: recentFailures(kept, now, this.limits.windowMs), result: undefined };
    });
  }

  /** Rows whose failures all left the window are removed once a window, by whichever instance comes first. */
  private sweepNowAndThen(now: number): void {
    if (now - this.lastSweep < this.limits.windowMs) return;
    this.lastSweep = now;
    sweepTcFailures(this.db, now - this.limits.windowMs).catch(() => {});
  }
}
