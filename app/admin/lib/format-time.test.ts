import { describe, expect, it } from "vitest";
import { formatInstant } from "./format-time";

describe("formatInstant", () => {
  it("shows the school's wall clock", () => {
    expect(formatInstant("2026-11-23T16:11:00Z", "Asia/Kolkata")).toBe("23 Nov 2026, 9:41 pm");
  });
});
