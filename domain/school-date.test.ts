import { describe, expect, it } from "vitest";
import {
  defaultSessionYear,
  formatDisplayDate,
  instantOfSchoolTime,
  isoDateOf,
  monthDayOf,
  schoolTimeOf,
  schoolToday,
} from "./school-date";

describe("schoolToday", () => {
  it("uses the school's time zone, not the server's", () => {
    // 19:00 UTC on 31 Dec is already 1 Jan in Kolkata (UTC+5:30).
    const instant = new Date("2025-12-31T19:00:00Z");
    expect(isoDateOf(schoolToday("Asia/Kolkata", instant))).toBe("2026-01-01");
    expect(isoDateOf(schoolToday("UTC", instant))).toBe("2025-12-31");
  });

  it("turns the day at the school's midnight, asked again and again around it, zone by zone", () => {
    const before = new Date("2026-11-26T18:29:59.999Z");
    const after = new Date("2026-11-26T18:30:00.000Z");
    for (let round = 0; round < 2; round++) {
      expect(schoolToday("Asia/Kolkata", before)).toEqual({ year: 2026, month: 11, day: 26 });
      expect(schoolToday("UTC", before)).toEqual({ year: 2026, month: 11, day: 26 });
      expect(schoolToday("Asia/Kolkata", after)).toEqual({ year: 2026, month: 11, day: 27 });
      expect(schoolToday("Pacific/Kiritimati", after)).toEqual({ year: 2026, month: 11, day: 27 });
      expect(schoolToday("America/Los_Angeles", after)).toEqual({ year: 2026, month: 11, day: 26 });
      expect(schoolToday("Asia/Kolkata", before)).toEqual({ year: 2026, month: 11, day: 26 });
    }
    // A caller that changes the day it got changes nobody else's.
    const day = schoolToday("Asia/Kolkata", after);
    day.day = 1;
    expect(schoolToday("Asia/Kolkata", after).day).toBe(27);
  });

  it("gives the MM-DD that birthdays are stored in", () => {
    expect(monthDayOf(schoolToday("Asia/Kolkata", new Date("2024-02-29T06:00:00Z")))).toBe("02-29");
  });
});

describe("defaultSessionYear", () => {
  it("is previous year to current year", () => {
    expect(defaultSessionYear({ year: 2024, month: 1, day: 5 })).toBe("2023-2024");
  });
});

describe("formatDisplayDate", () => {
  it("writes DD.MM.YYYY", () => {
    expect(formatDisplayDate("2026-03-09")).toBe("09.03.2026");
  });
  it("leaves text it cannot read alone", () => {
    expect(formatDisplayDate("soon")).toBe("soon");
  });
});

describe("instantOfSchoolTime and schoolTimeOf", () => {
  it("read a datetime-local value as the school's wall clock, and back", () => {
    expect(instantOfSchoolTime("2026-12-01T09:00", "Asia/Kolkata")).toBe("2026-12-01T03:30:00.000Z");
    expect(schoolTimeOf("2026-12-01T03:30:00.000Z", "Asia/Kolkata")).toBe("2026-12-01T09:00");
  });
  it("refuse what is not a time", () => {
    expect(instantOfSchoolTime("2026-02-30T09:00", "Asia/Kolkata")).toBeUndefined();
    expect(instantOfSchoolTime("tomorrow", "Asia/Kolkata")).toBeUndefined();
  });
});
