import { describe, expect, it } from "vitest";
import { annualReportReminder, reminderText } from "./disclosure-reminder";
import { schoolToday } from "./school-date";

const day = (iso: string) => {
  const [year, month, date] = iso.split("-").map(Number);
  return { year, month, day: date };
};

describe("the annual report reminder (Circular 1/2026)", () => {
  it("is not shown before 15 August", () => {
    expect(annualReportReminder(day("2026-08-14"), undefined)).toBeUndefined();
    expect(annualReportReminder(day("2026-01-10"), undefined)).toBeUndefined();
  });

  it("is shown from 15 August, due on 15 September", () => {
    expect(annualReportReminder(day("2026-08-15"), undefined)).toEqual({ due: "2026-09-15", overdue: false });
    expect(annualReportReminder(day("2026-09-15"), undefined)).toEqual({ due: "2026-09-15", overdue: false });
  });

  it("says it is overdue after 15 September, until it is uploaded", () => {
    expect(annualReportReminder(day("2026-09-16"), undefined)).toEqual({ due: "2026-09-15", overdue: true });
    expect(annualReportReminder(day("2026-12-31"), { attestedOn: "2025-08-20" })).toEqual({
      due: "2026-09-15",
      overdue: true,
    });
  });

  it("goes once this year's report is uploaded (attested from 1 April on)", () => {
    expect(annualReportReminder(day("2026-08-20"), { attestedOn: "2026-04-01" })).toBeUndefined();
    expect(annualReportReminder(day("2026-09-20"), { attestedOn: "2026-09-18" })).toBeUndefined();
    // Last year's report does not count.
    expect(annualReportReminder(day("2026-08-20"), { attestedOn: "2026-03-31" })).toEqual({
      due: "2026-09-15",
      overdue: false,
    });
  });

  it("counts the school's day, not the server's", () => {
    // 18:45 UTC on 14 August is already 15 August in Kolkata.
    const kolkata = schoolToday("Asia/Kolkata", new Date("2026-08-14T18:45:00Z"));
    expect(annualReportReminder(kolkata, undefined)).toEqual({ due: "2026-09-15", overdue: false });
    const utc = schoolToday("UTC", new Date("2026-08-14T18:45:00Z"));
    expect(annualReportReminder(utc, undefined)).toBeUndefined();
  });

  it("is said in plain words", () => {
    expect(reminderText({ due: "2026-09-15", overdue: false })).toMatch(
      /^This year's annual report is due .* by 15 September 2026/,
    );
    expect(reminderText({ due: "2026-09-15", overdue: true })).toMatch(/was due .* by 15 September 2026/);
  });
});
