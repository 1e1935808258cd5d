/** How the records screens write what they show; pure, so the pages stay thin. */

import { schoolToday } from "#domain/school-date";

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** `MM-DD` as people read a birthday: "12 Jan". */
export function monthDayLabel(monthDay: string): string {
  const [month, day] = monthDay.split("-").map(Number);
  return `${day} ${months[month - 1] ?? "?"}`;
}

/** The month names for the birthday list's filter, with their `MM`. */
export const monthChoices = months.map((label, index) => ({ value: String(index + 1).padStart(2, "0"), label }));

/** The birthday list's month: the one asked for (`MM`), else the school's current month. */
export function shownMonth(asked: string | null, timeZone: string, now = new Date()): string {
  if (monthChoices.some((choice) => choice.value === asked)) return asked as string;
  return String(schoolToday(timeZone, now).month).padStart(2, "0");
}

/** "1 row", "3 rows". */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** What a birthday import did, in the words of the way it was done (issue 23). */
export function importNotice(
  result:
    | { mode: "merge"; added: number; updated: number; unchanged: number }
    | { mode: "replace"; kept: number; added: number; removed: number },
): string {
  if (result.mode === "replace")
    return `Birthday list replaced: ${result.kept} kept, ${result.added} added, ${result.removed} removed.`;
  return `Birthdays imported: ${result.added} added, ${result.updated} updated, none removed.`;
}
