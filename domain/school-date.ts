/**
 * "Today", "this year" and "this session" belong to the school's time zone,
 * never the server's or the visitor's: a parent in Kolkata at 00:30 is
 * already on the next day while a UTC server is not.
 */
export type SchoolDay = { year: number; month: number; day: number };

// Making a formatter costs far more than using one (a third of a millisecond per page render, and
// 340 ms for the alert sender's look at 1,000 schools' digest hours every 5 seconds): one per zone.
const dateOptions: Intl.DateTimeFormatOptions = { year: "numeric", month: "2-digit", day: "2-digit" };
const wallClockOptions: Intl.DateTimeFormatOptions = {
  hourCycle: "h23",
  ...dateOptions,
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
};
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string, wallClock = false): Intl.DateTimeFormat {
  const key = `${wallClock ? "wall" : "date"} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = wallClock
      ? new Intl.DateTimeFormat("en-US", { timeZone, ...wallClockOptions })
      : new Intl.DateTimeFormat("en-CA", { timeZone, ...dateOptions });
    formatters.set(key, formatter);
  }
  return formatter;
}

// The last day worked out per zone, by the minute: a page asks for "today" a dozen times, and formatToParts was
// 1 % of an uncached render (decision 0112). Every zone's offset since 1972 is whole minutes, so a day never
// begins inside a minute. One entry per zone the formatters know, so bounded like them.
const lastDays = new Map<string, { minute: number; day: SchoolDay }>();

export function schoolToday(timeZone: string, now: Date = new Date()): SchoolDay {
  const minute = Math.floor(now.getTime() / 60_000);
  const last = lastDays.get(timeZone);
  if (last?.minute === minute) return { ...last.day };
  const parts = formatterFor(timeZone).formatToParts(now);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const day = { year: value("year"), month: value("month"), day: value("day") };
  lastDays.set(timeZone, { minute, day });
  return { ...day };
}

const pad = (value: number) => String(value).padStart(2, "0");

/** `MM-DD`, the form birthdays are stored in. */
export function monthDayOf(day: SchoolDay): string {
  return `${pad(day.month)}-${pad(day.day)}`;
}

export function isoDateOf(day: SchoolDay): string {
  return `${day.year}-${pad(day.month)}-${pad(day.day)}`;
}

/** The default toppers session: previous year to current year, e.g. 2025-2026 during 2026. */
export function defaultSessionYear(day: SchoolDay): string {
  return `${day.year - 1}-${day.year}`;
}

export const monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
export type MonthName = (typeof monthNames)[number];

/** `YYYY-MM-DD` shown as `DD.MM.YYYY`; anything else is shown unchanged. */
export function formatDisplayDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : isoDate;
}

/**
 * The instant a school day (`YYYY-MM-DD`) begins in `timeZone`, as ISO 8601 UTC: the bound of
 * "from this day" in the activity log's filter. Found by measuring the zone's offset at that
 * moment, twice, so a day that begins in a change of offset still lands on its first instant.
 */
export function startOfSchoolDay(isoDate: string, timeZone: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  const asUtc = Date.UTC(year, month - 1, day);
  let instant = asUtc - zoneOffsetMs(new Date(asUtc), timeZone);
  instant = asUtc - zoneOffsetMs(new Date(instant), timeZone);
  return new Date(instant).toISOString();
}

/** How far `timeZone`'s wall clock is ahead of UTC at `at`, in ms. */
function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts = formatterFor(timeZone, true).formatToParts(at);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const wall = Date.UTC(
    value("year"),
    value("month") - 1,
    value("day"),
    value("hour"),
    value("minute"),
    value("second"),
  );
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The day after `isoDate`. */
export function nextIsoDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

const localTimePattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant a wall-clock time of the school's (`YYYY-MM-DDTHH:mm`, as a datetime-local field
 * gives it) stands for, as ISO; undefined for anything else. A schedule is set in the school's
 * time, whatever the browser's time zone.
 */
export function instantOfSchoolTime(local: string, timeZone: string): string | undefined {
  const match = localTimePattern.exec(local);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(asUtc) || new Date(asUtc).toISOString().slice(0, 16) !== local) return undefined;
  let instant = asUtc - zoneOffsetMs(new Date(asUtc), timeZone);
  instant = asUtc - zoneOffsetMs(new Date(instant), timeZone);
  return new Date(instant).toISOString();
}

/** An instant as the school's wall-clock time, `YYYY-MM-DDTHH:mm`: a datetime-local field's value. */
export function schoolTimeOf(iso: string, timeZone: string): string {
  const at = new Date(iso);
  return new Date(at.getTime() + zoneOffsetMs(at, timeZone)).toISOString().slice(0, 16);
}
