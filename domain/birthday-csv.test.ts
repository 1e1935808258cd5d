import { describe, expect, it } from "vitest";
import { birthdayOf, parseBirthdayCsv } from "./birthday-csv";

const today = new Date("2026-11-26T10:00:00Z");

describe("a date of birth from an ERP export", () => {
  it("keeps only the month and day, in every form ERPs write", () => {
    for (const text of ["12-01-2015", "12/01/2015", "12.01.2015", "2015-01-12", "12-Jan-2015", "12 January 2015"]) {
      expect(birthdayOf(text, today), text).toEqual({ date: "01-12" });
    }
    expect(birthdayOf("1-2-2015", today)).toEqual({ date: "02-01" });
  });

  it("takes 29 February only in a leap year", () => {
    expect(birthdayOf("29-02-2016", today)).toEqual({ date: "02-29" });
    expect(birthdayOf("29-02-2015", today)).toEqual({ reason: '"29-02-2015" is not a day of the calendar.' });
  });

  it("names what is wrong", () => {
    expect(birthdayOf("", today)).toEqual({ reason: "The date of birth is empty." });
    expect(birthdayOf("31-04-2015", today)).toEqual({ reason: '"31-04-2015" is not a day of the calendar.' });
    expect(birthdayOf("12-13-2015", today)).toEqual({ reason: '"12-13-2015" is not a day of the calendar.' });
    expect(birthdayOf("next week", today)).toEqual({
      reason: '"next week" is not a date; write it like 12-01-2015 (day, month, year).',
    });
    expect(birthdayOf("01-01-2030", today)).toEqual({ reason: '"01-01-2030" is in the future.' });
  });
});

describe("a birthday CSV", () => {
  it("reads a file with a header and stores no year", () => {
    const csv = "Student Name,Class,Date of Birth\r\nAarav Sharma,V-A,12-01-2015\r\nPriya  Verma,VI-B,2014-03-04\r\n";
    const result = parseBirthdayCsv(csv, today);
    expect(result).toMatchObject({ ok: true, problems: 0 });
    if (!result.ok) return;
    expect(result.birthdays).toEqual([
      { name: "Aarav Sharma", class: "V-A", date: "01-12" },
      { name: "Priya Verma", class: "VI-B", date: "03-04" },
    ]);
    expect(result.lines.map((entry) => entry.line)).toEqual([2, 3]);
    expect(JSON.stringify(result.birthdays)).not.toContain("2015");
  });

  it("reads a file without a header, with quoted commas and a byte-order mark", () => {
    const result = parseBirthdayCsv('\uFEFF"Khan, Sana",XII,05-06-2008\n', today);
    expect(result).toMatchObject({ ok: true, birthdays: [{ name: "Khan, Sana", class: "XII", date: "06-05" }] });
  });

  it("names every bad row by its line, counting blank lines, with the reason", () => {
    const csv = [
      "name,class,dob",
      "Aarav Sharma,V-A,12-01-2015",
      "",
      ",V-A,12-01-2015",
      "Riya Gupta,V-A",
      "Kabir Singh,V-A,31-02-2015",
      "Ishita,IV,someday",
      "Tanvi Jaiswal,III,01-01-2016,extra",
      ",,",
      "Yash Tiwari,II,01-01-2017",
    ].join("\n");
    const result = parseBirthdayCsv(csv, today);
    if (!result.ok) throw new Error(result.reason);
    const bad = result.lines.flatMap((entry) => (entry.ok ? [] : [[entry.line, entry.reason]]));
    expect(bad).toEqual([
      [4, "The name is empty."],
      [5, "Expected 3 columns (name, class, date of birth), found 2."],
      [6, '"31-02-2015" is not a day of the calendar.'],
      [7, '"someday" is not a date; write it like 12-01-2015 (day, month, year).'],
      [8, "Expected 3 columns (name, class, date of birth), found 4."],
    ]);
    expect(result.problems).toBe(5);
    expect(result.birthdays.map((birthday) => birthday.name)).toEqual(["Aarav Sharma", "Yash Tiwari"]);
  });

  it("refuses a file that is not CSV, or has no rows, naming the line", () => {
    expect(parseBirthdayCsv('name,class,dob\nA,"V,01-01-2015\n', today)).toEqual({
      ok: false,
      line: 2,
      reason: "A quotation mark is never closed: the file ends inside a quoted field.",
    });
    expect(parseBirthdayCsv("\n\n", today)).toEqual({ ok: false, line: 1, reason: "The file has no rows." });
    expect(parseBirthdayCsv("Name,Class,DOB\n", today)).toEqual({
      ok: false,
      line: 1,
      reason: "The file has a header but no rows.",
    });
  });
});
