import { describe, expect, it } from "vitest";
import { coresUsed, scaling } from "./scaling";

describe("scaling", () => {
  it("divides n instances' throughput by one's, and meets a target it reaches", () => {
    expect(scaling(2, 1900, 1000, 1.8)).toEqual({
      instances: 2,
      rps: 1900,
      baselineRps: 1000,
      ratio: 1.9,
      target: 1.8,
      met: true,
    });
    expect(scaling(4, 3100, 1000, 3.2)).toMatchObject({ ratio: 3.1, met: false });
  });

  it("compares the ratio as printed, to two decimals", () => {
    expect(scaling(2, 1799.6, 1000, 1.8)).toMatchObject({ ratio: 1.8, met: true });
    expect(scaling(2, 1794, 1000, 1.8)).toMatchObject({ ratio: 1.79, met: false });
  });

  it("meets nothing without a baseline", () => {
    expect(scaling(2, 500, 0, 1.8)).toMatchObject({ ratio: 0, met: false });
  });
});

describe("coresUsed", () => {
  it("turns clock ticks over a run into cores", () => {
    expect(coresUsed(1000, 1990, 100, 20)).toBe(0.5);
    expect(coresUsed(0, 3333, 100, 10)).toBe(3.33);
  });

  it("has no figure for a process that was gone at either end, or for no time", () => {
    expect(coresUsed(1000, undefined, 100, 20)).toBe(null);
    expect(coresUsed(undefined, 1000, 100, 20)).toBe(null);
    expect(coresUsed(0, 100, 100, 0)).toBe(null);
  });
});
