import type { Db } from "#database/connection";
import { forgetSignInFailures, recordSignInFailure, signInFailuresSince } from "#database/queries/sign-in-failures";
import type { Mailer } from "./mailer";
import { waitBeforeRetry } from "./sign-in-limits";

/**
 * "Forgot your password?" mails a link to the address on file and shows nothing (decision 0077).
 * So nobody can mail-bomb an address through it: 3 requests an address in 15 minutes, and 10 from
 * one client address, counted in the database every instance shares.
 */
export const resetRequestLimits = {
  perEmail: { failures: 3, windowMs: 15 * 60 * 1000 },
  perAddress: { failures: 10, windowMs: 15 * 60 * 1000 },
};

/** Whether one more request may go out now; counts it when it may. */
export async function takeResetRequest(
  db: Db,
  keys: { email: string; address: string },
  now = new Date(),
): Promise<boolean> {
  const since = new Date(now.getTime() - resetRequestLimits.perEmail.windowMs);
  const email = keys.email.trim().toLowerCase();
  const [byEmail, byAddress] = await Promise.all([
    signInFailuresSince(db, "reset-account", email, since),
    signInFailuresSince(db, "reset-address", keys.address, since),
  ]);
  if (
    waitBeforeRetry(byEmail, now, resetRequestLimits.perEmail) > 0 ||
    waitBeforeRetry(byAddress, now, resetRequestLimits.perAddress) > 0
  ) {
    return false;
  }
  await recordSignInFailure(db, "reset-account", email, now);
  await recordSignInFailure(db, "reset-address", keys.address, now);
  // The table keeps one window of counts, of sign-ins and requests alike, whichever writes last.
  await forgetSignInFailures(db, new Date(now.getTime() - resetRequestLimits.perEmail.windowMs));
  return true;
}

export type ResetRequestOutcome = "mailed-if-known" | "no-mail-server" | "too-many";

/** What the sign-in page's "Forgot your password?" says: the same for a known and an unknown address. */
export const resetRequestMessages: Record<ResetRequestOutcome, string> = {
  "mailed-if-known":
    "If that address has an account here, a link to set a new password is on its way to it. It works once, within 24 hours.",
  "no-mail-server":
    "This platform sends no mail, so the link cannot be e-mailed. Ask your school's owner, or the platform's operator, for a reset link.",
  "too-many": "Too many links were asked for. Try again in 15 minutes.",
};

export function resetOutcomeFor(mailer: Mailer | undefined, allowed: boolean): ResetRequestOutcome {
  if (!mailer) return "no-mail-server";
  return allowed ? "mailed-if-known" : "too-many";
}
