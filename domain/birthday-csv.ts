import { cellIsOneOf, readCsv } from "./csv-rows";

/**
 * A birthday list as an ERP exports it (issue 14): name, class and date of birth, one student
 * a line, with or without a header. Only the month and day are kept: the year is read to
 * check the date (29 February exists only in leap years) and then dropped, so no age can be
 * worked out from what is stored. Every bad row is named by its line with the reason.
 */
export type BirthdayRow = { name: string; class: string; date: string };

export type BirthdayLine = { line: number; cells: string[] } & (
  | { ok: true; birthday: BirthdayRow }
  | { ok: false; reason: string }
);

export type BirthdayCsv =
  | { ok: true; lines: BirthdayLine[]; birthdays: BirthdayRow[]; problems: number }
  | { ok: false; line: number; reason: string };

const nameColumn = ["name", "studentname", "fullname", "studentfullname"];
const classColumn = ["class", "classsection", "section", "grade", "std", "standard"];
const dateColumn = ["dob", "dateofbirth", "birthdate", "birthday", "date"];

const monthNames = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

/** A month written as a word: its three-letter abbreviation ("Sept" too) or its whole English name. */
function monthOfWord(word: string): number {
  const lower = word.toLowerCase();
  const index = monthNames.findIndex(
    (name) => name === lower || name.slice(0, 3) === lower || (lower === "sept" && name === "september"),
  );
  return index + 1;
}

/** A date of birth as ERPs write it, to its parts; undefined when it is none of these forms. */
function dateParts(text: string): { year: number; month: number; day: number } | undefined {
  // 2015-01-12 (ISO): year first.
  let match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  if (match) return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  // 12-01-2015, 12/01/2015, 12.01.2015: day first, as Indian ERPs and spreadsheets write it.
  match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  if (match) return { year: Number(match[3]), month: Number(match[2]), day: Number(match[1]) };
  // 12-Jan-2015, 12 January 2015.
  match = /^(\d{1,2})[- ]([A-Za-z]{3,9})[- ,]+(\d{4})$/.exec(text);
  if (match && monthOfWord(match[2]) > 0) {
    return { year: Number(match[3]), month: monthOfWord(match[2]), day: Number(match[1]) };
  }
  return undefined;
}

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** The day of the year (`MM-DD`) a date of birth falls on, or why it cannot be read. */
export function birthdayOf(text: string, today: Date = new Date()): { date: string } | { reason: string } {
  if (text === "") return { reason: "The date of birth is empty." };
  const parts = dateParts(text);
  if (!parts) return { reason: `"${text}" is not a date; write it like 12-01-2015 (day, month, year).` };
  const { year, month, day } = parts;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    month < 1 ||
    month > 12 ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return { reason: `"${text}" is not a day of the calendar.` };
  }
  if (date.getTime() > today.getTime()) return { reason: `"${text}" is in the future.` };
  if (year < 1900) return { reason: `"${text}" is too long ago to be a student's date of birth.` };
  return { date: `${twoDigits(month)}-${twoDigits(day)}` };
}

/** Reads an ERP's birthday export. A file that cannot be read at all is one problem, with its line. */
export function parseBirthdayCsv(text: string, today: Date = new Date()): BirthdayCsv {
  const read = readCsv(text, (cells) =>
    cells.some((cell) => cellIsOneOf(cell, [...nameColumn, ...classColumn, ...dateColumn])),
  );
  if (!read.ok) return read;
  const lines = read.rows.map(({ line, cells }): BirthdayLine => {
    if (cells.length < 3) {
      return {
        line,
        cells,
        ok: false,
        reason: `Expected 3 columns (name, class, date of birth), found ${cells.length}.`,
      };
    }
    if (cells.length > 3 && cells.slice(3).some((cell) => cell !== "")) {
      return {
        line,
        cells,
        ok: false,
        reason: `Expected 3 columns (name, class, date of birth), found ${cells.length}.`,
      };
    }
    const [name, klass, dateOfBirth] = cells;
    if (name === "") return { line, cells, ok: false, reason: "The name is empty." };
    if (name.length > 200) return { line, cells, ok: false, reason: "The name is longer than 200 characters." };
    if (klass.length > 50) return { line, cells, ok: false, reason: "The class is longer than 50 characters." };
    const birthday = birthdayOf(dateOfBirth, today);
    if ("reason" in birthday) return { line, cells, ok: false, reason: birthday.reason };
    return { line, cells, ok: true, birthday: { name: name.replace(/\s+/g, " "), class: klass, date: birthday.date } };
  });
  const birthdays = lines.flatMap((entry) => (entry.ok ? [entry.birthday] : []));
  return { ok: true, lines, birthdays, problems: lines.length - birthdays.length };
}
