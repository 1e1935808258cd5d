import { describe, expect, it } from "vitest";
import { checkEvent } from "./event-checks";

describe("event checks", () => {
  it("event-date-missing and event-venue-missing, at their fields", () => {
    expect(checkEvent({ date: "", venue: " " })).toEqual([
      expect.objectContaining({
        code: "event-date-missing",
        severity: "error",
        locator: { kind: "field", field: "date" },
      }),
      expect.objectContaining({
        code: "event-venue-missing",
        severity: "error",
        locator: { kind: "field", field: "venue" },
      }),
    ]);
    expect(checkEvent({ venue: "School Ground" }).map((problem) => problem.code)).toEqual(["event-date-missing"]);
    expect(checkEvent({ date: "2026-12-05", venue: null }).map((problem) => problem.code)).toEqual([
      "event-venue-missing",
    ]);
  });

  it("passes an event with a date and a venue", () => {
    expect(checkEvent({ date: "2026-12-05", venue: "School Auditorium" })).toEqual([]);
  });
});
