import { describe, expect, it } from "vitest";
import { newsBoxSeconds, tickerSeconds } from "./marquee";

describe("scrolling durations", () => {
  it("grows the ticker loop with the text, never below the minimum", () => {
    expect(tickerSeconds([])).toBe(12);
    expect(tickerSeconds(["short"])).toBe(12);
    expect(tickerSeconds(["x".repeat(500)])).toBe(90);
  });

  it("gives the news box a few seconds per item", () => {
    expect(newsBoxSeconds(1)).toBe(12);
    expect(newsBoxSeconds(10)).toBe(40);
  });
});
