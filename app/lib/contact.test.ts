import { describe, expect, it } from "vitest";
import { goToTopThresholdPx } from "./constants";
import { displayUrl, goToTopVisible, telHref } from "./contact";

describe("telHref", () => {
  it("keeps only digits and a leading +", () => {
    expect(telHref("+91 522 400-1234")).toBe("tel:+915224001234");
    expect(telHref("(0522) 400 1234")).toBe("tel:05224001234");
  });

  it("dials the first of several numbers", () => {
    expect(telHref("0522 400 1234, 98390 12345")).toBe("tel:05224001234");
    expect(telHref("0522 400 1234 / 98390 12345")).toBe("tel:05224001234");
  });
});

describe("displayUrl", () => {
  it("drops the scheme and a trailing slash", () => {
    expect(displayUrl("https://portal.example.edu/")).toBe("portal.example.edu");
    expect(displayUrl("http://example.edu/login")).toBe("example.edu/login");
  });
});

describe("goToTopVisible", () => {
  it("shows only once scrolled more than 20 px", () => {
    expect(goToTopVisible(0, goToTopThresholdPx)).toBe(false);
    expect(goToTopVisible(20, goToTopThresholdPx)).toBe(false);
    expect(goToTopVisible(21, goToTopThresholdPx)).toBe(true);
  });
});
