import { describe, expect, it } from "vitest";
import { localDateTime, parseEventTime, zoneOffset } from "./event-time";

describe("parseEventTime", () => {
  it.each([
    ["10:00 AM", { hour: 10, minute: 0 }],
    ["05:00 PM", { hour: 17, minute: 0 }],
    ["12:30 pm", { hour: 12, minute: 30 }],
    ["12:00 AM", { hour: 0, minute: 0 }],
    ["9 a.m.", { hour: 9, minute: 0 }],
    ["14:45", { hour: 14, minute: 45 }],
    ["7.30 PM", { hour: 19, minute: 30 }],
  ])("reads %s", (text, start) => {
    expect(parseEventTime(text)).toEqual({ start, end: null });
  });

  it("reads a range, the end's AM/PM standing for both when only it has one", () => {
    expect(parseEventTime("9:30 AM - 1:00 PM")).toEqual({
      start: { hour: 9, minute: 30 },
      end: { hour: 13, minute: 0 },
    });
    expect(parseEventTime("9:30 - 11:00 AM")).toEqual({ start: { hour: 9, minute: 30 }, end: { hour: 11, minute: 0 } });
    expect(parseEventTime("10:00 to 12:00")).toEqual({ start: { hour: 10, minute: 0 }, end: { hour: 12, minute: 0 } });
  });

  it.each(["", "After assembly", "10", "25:00", "13:00 PM", "10:75 AM", "सुबह 10 बजे"])(
    "gives up on %j (an all-day event)",
    (text) => {
      expect(parseEventTime(text)).toBeNull();
    },
  );
});

describe("times with a zone", () => {
  it("writes the wall-clock time and the zone's offset", () => {
    expect(localDateTime("2026-11-14", { hour: 9, minute: 5 })).toBe("2026-11-14T09:05:00");
    expect(zoneOffset("Asia/Kolkata", "2026-11-14", { hour: 10, minute: 0 })).toBe("+05:30");
    expect(zoneOffset("Europe/London", "2026-07-01", { hour: 10, minute: 0 })).toBe("+01:00");
    expect(zoneOffset("UTC", "2026-07-01", { hour: 10, minute: 0 })).toBe("+00:00");
  });
});
