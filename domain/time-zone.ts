import { z } from "zod";

/**
 * An IANA time zone name (`Asia/Kolkata`, `Asia/Dubai`, `Pacific/Auckland`, `UTC`), as a school's
 * profile names it (decision 0085). The runtime's own tz database decides what exists: a name
 * Intl cannot format with is refused. Offsets (`+05:30`) are refused too although Intl takes them:
 * they ignore summer time, and the calendar feed needs a zone's rules. The check is of the case
 * people write (Intl would take `asia/kolkata`, a calendar program would not).
 */
export function isTimeZone(value: string): boolean {
  if (!/^(?:[A-Z][A-Za-z0-9_+-]*)(?:\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneMessage = "expected an IANA time zone such as Asia/Kolkata or Asia/Dubai";

/** A profile's `timeZone`: an IANA name, trimmed. */
export const timeZoneName = z.string().trim().refine(isTimeZone, { message: timeZoneMessage });

/** The zone every school without one of its own uses when TZ_SCHOOL is not set either. */
export const defaultTimeZone = "Asia/Kolkata";
