import { describe, expect, it } from "vitest";
import { count, monthDayLabel, shownMonth } from "./records-format";

describe("the records screens' words", () => {
  it("write a birthday as day and month, and counts in the singular or plural", () => {
    expect(monthDayLabel("01-12")).toBe("12 Jan");
    expect(monthDayLabel("02-29")).toBe("29 Feb");
    expect(count(1, "row")).toBe("1 row");
    expect(count(3, "row")).toBe("3 rows");
    expect(count(0, "certificate")).toBe("0 certificates");
  });

  it("show the month asked for, else the school's own current month", () => {
    // 31 March 20:00 UTC is already 1 April in India.
    const now = new Date("2026-03-31T20:00:00Z");
    expect(shownMonth("11", "Asia/Kolkata", now)).toBe("11");
    expect(shownMonth(null, "Asia/Kolkata", now)).toBe("04");
    expect(shownMonth("13", "Asia/Kolkata", now)).toBe("04");
    expect(shownMonth("", "UTC", now)).toBe("03");
  });
});
