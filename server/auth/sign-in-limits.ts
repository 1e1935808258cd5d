import type { Db } from "#database/connection";
import {
  type FailureScope,
  forgetSignInFailures,
  recordSignInFailure,
  signInFailuresSince,
} from "#database/queries/sign-in-failures";

/** 10 failures in 15 minutes, per account and per address; then a wait until the oldest ages out. */
export const signInLimit = { failures: 10, windowMs: 15 * 60 * 1000 };

/**
 * How long someone must wait before trying again, in ms (0: go ahead), given the instants of
 * the failures in the window, oldest first.
 */
export function waitBeforeRetry(failures: readonly Date[], now: Date, limit = signInLimit): number {
  const inWindow = failures.filter((at) => now.getTime() - at.getTime() < limit.windowMs);
  if (inWindow.length < limit.failures) return 0;
  // The try that ends the wait is the one after the (failures - limit + 1)-th oldest leaves the window.
  const freeing = inWindow[inWindow.length - limit.failures];
  return Math.max(0, freeing.getTime() + limit.windowMs - now.getTime());
}

export type SignInKeys = { email: string; address: string };

const scopes = (keys: SignInKeys): Array<[FailureScope, string]> => [
  ["account", keys.email.trim().toLowerCase()],
  ["address", keys.address],
];

/** The longer of the two waits (account, address), in ms. */
export async function signInWait(db: Db, keys: SignInKeys, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - signInLimit.windowMs);
  const waits = await Promise.all(
    scopes(keys).map(async ([scope, key]) => waitBeforeRetry(await signInFailuresSince(db, scope, key, since), now)),
  );
  return Math.max(...waits);
}

export async function recordFailedSignIn(db: Db, keys: SignInKeys, now = new Date()): Promise<void> {
  for (const [scope, key] of scopes(keys)) await recordSignInFailure(db, scope, key, now);
  // Keeps the table to one window of failures; cheap with its index, and rare (failures only).
  await forgetSignInFailures(db, new Date(now.getTime() - signInLimit.windowMs));
}

/** "Try again in 7 minutes." */
export function waitMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
