import { instantOfSchoolTime, schoolTimeOf } from "#domain/school-date";

/**
 * When alerts go (decision 0089). Immediate alerts wait out a grace period after the publish, so
 * an unpublish or an edit in it holds them; a daily digest goes at 17:00 school time; a mail the
 * server refused for now is tried again later and later, and a mail refused for good marks the address.
 */

/** An unpublish or an edit this soon after publishing holds the immediate alerts not yet sent. */
export const alertGraceMs = 10 * 60 * 1000;

/** The school's wall-clock hour of the daily digest. */
export const digestTime = "17:00";

/** The instant a day's digest is due (17:00 in the school's zone). */
export function digestDueAt(day: string, timeZone: string): Date {
  const instant = instantOfSchoolTime(`${day}T${digestTime}`, timeZone);
  if (!instant) throw new Error(`not a school day: ${day}`);
  return new Date(instant);
}

/** A day's digest window: from the day before's 17:00 to this day's, in the school's zone. */
export function digestWindow(day: string, timeZone: string): { from: Date; to: Date } {
  const dayBefore = new Date(Date.parse(`${day}T12:00:00Z`) - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return { from: digestDueAt(dayBefore, timeZone), to: digestDueAt(day, timeZone) };
}

/** The digest days that have come due by `now` and not yet been made: yesterday's and today's, as the clock has passed them. */
export function dueDigestDays(now: Date, timeZone: string): string[] {
  const today = schoolTimeOf(now.toISOString(), timeZone).slice(0, 10);
  const yesterday = schoolTimeOf(new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString(), timeZone).slice(0, 10);
  return [yesterday, today].filter(
    (day, index, days) => days.indexOf(day) === index && digestDueAt(day, timeZone) <= now,
  );
}

/** Temporary failures (a 4xx, a dropped connection) are tried this many times before the mail fails. */
export const maxSendAttempts = 8;

/** How long to wait after the `attempts`-th failure: 1, 2, 4 … minutes, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60 * 1000);
}

/** After this many permanent refusals (a 5xx) of an address, nothing more is sent to it. */
export const hardBounceLimit = 3;

/** An SMTP reply code that refuses the mail for good (5xx), as against one that asks to try later. */
export function isHardBounce(responseCode: number | undefined): boolean {
  return responseCode !== undefined && responseCode >= 500 && responseCode < 600;
}

/** A confirmation link is good for this long (issue 27: 48 hours). */
export const confirmValidMs = 48 * 60 * 60 * 1000;

/** An unsubscribed address is deleted this long after it left (the DPDP Act's "no longer than needed"). */
export const unsubscribedKeptMs = 30 * 24 * 60 * 60 * 1000;
