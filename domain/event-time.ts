/**
 * An event's `time` is free text (spec 3: "10:00 AM", "9:30 AM - 1:00 PM", "After
 * assembly"). The calendar feed and the Event structured data need clock times: these read the
 * usual ways of writing one, and give up (an all-day event) on anything else.
 */
export type ClockTime = { hour: number; minute: number };
export type EventTimes = { start: ClockTime; end: ClockTime | null };

const clock = String.raw`(\d{1,2})(?:[:.](\d{2}))?\s*([ap])?\.?\s*(?:m\.?)?`;
const single = new RegExp(`^${clock}$`, "i");
const range = new RegExp(`^${clock}\\s*(?:-|–|—|to)\\s*${clock}$`, "i");

function toClock(hourText: string, minuteText: string | undefined, meridiem: string | undefined): ClockTime | null {
  let hour = Number(hourText);
  const minute = minuteText === undefined ? 0 : Number(minuteText);
  if (minute > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem.toLowerCase() === "p" ? 12 : 0);
  } else if (hour > 23 || minuteText === undefined) {
    // "10" alone could be anything; "10:00" is a 24-hour clock.
    return null;
  }
  return { hour, minute };
}

/** The start (and end, when written) of an event's time text, or null when it names no clock time. */
export function parseEventTime(text: string): EventTimes | null {
  const value = text.trim();
  const one = single.exec(value);
  if (one) {
    const start = toClock(one[1], one[2], one[3]);
    return start ? { start, end: null } : null;
  }
  const two = range.exec(value);
  if (!two) return null;
  // "9:30 - 11:00 AM": the end's AM/PM stands for both.
  const start = toClock(two[1], two[2], two[3] ?? two[6]);
  const end = toClock(two[4], two[5], two[6] ?? two[3]);
  if (!start || !end) return null;
  return { start, end: end.hour * 60 + end.minute > start.hour * 60 + start.minute ? end : null };
}

const pad = (value: number) => String(value).padStart(2, "0");

/** `YYYY-MM-DDTHH:MM:00` (a wall-clock time, no zone). */
export function localDateTime(date: string, time: ClockTime): string {
  return `${date}T${pad(time.hour)}:${pad(time.minute)}:00`;
}

/**
 * The zone's UTC offset at a wall-clock time, as ISO 8601 writes it (`+05:30`), read from Intl:
 * one offset for the day is close enough for times written to the minute.
 */
export function zoneOffset(timeZone: string, date: string, time: ClockTime): string {
  const [year, month, day] = date.split("-").map(Number);
  const guess = new Date(Date.UTC(year, month - 1, day, time.hour, time.minute));
  const name =
    new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
      .formatToParts(guess)
      .find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-]\d{2}):?(\d{2})?/.exec(name);
  return match ? `${match[1]}:${match[2] ?? "00"}` : "+00:00";
}
