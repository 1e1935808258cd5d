import { describe, expect, it } from "vitest";
import { autoplayTarget, emblaDuration } from "./carousel-timing";

describe("emblaDuration", () => {
  it("maps the spec's 1 s move to Embla's units", () => {
    expect(emblaDuration(1000)).toBe(27);
    expect(emblaDuration(930)).toBe(25);
  });

  it("never answers 0, which Embla treats as an instant jump", () => {
    expect(emblaDuration(1)).toBe(1);
  });
});

describe("autoplayTarget", () => {
  it("moves forward while it can", () => {
    expect(autoplayTarget(0, 5, true)).toBe(1);
  });

  it("wraps to the first snap in a loop", () => {
    expect(autoplayTarget(4, 5, true)).toBe(0);
  });

  it("rewinds to the first slide at the end without loop", () => {
    expect(autoplayTarget(3, 4, false)).toBe(0);
  });

  it("stays put with a single snap", () => {
    expect(autoplayTarget(0, 1, false)).toBe(0);
  });
});
