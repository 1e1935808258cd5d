import { describe, expect, it } from "vitest";
import { carouselEdges, indexShowing, lastIndex, stepIndex, swipeStep, swipeThresholdPx } from "./carousel-steps";

describe("lastIndex", () => {
  it("is the slide count less the slides in view, never below 0", () => {
    expect(lastIndex(14, 1)).toBe(13);
    expect(lastIndex(6, 4)).toBe(2);
    expect(lastIndex(2, 2)).toBe(0);
    expect(lastIndex(1, 2)).toBe(0);
  });
});

describe("stepIndex", () => {
  it("moves one slide forward and back", () => {
    expect(stepIndex(0, 14, 1, true, 1)).toBe(1);
    expect(stepIndex(5, 14, 1, true, -1)).toBe(4);
  });

  it("wraps at both ends when asked (loop carousels, autoplay)", () => {
    expect(stepIndex(13, 14, 1, true, 1)).toBe(0);
    expect(stepIndex(0, 14, 1, true, -1)).toBe(13);
    // 6 albums, 4 in view: the last start is the third album.
    expect(stepIndex(2, 6, 4, true, 1)).toBe(0);
    expect(stepIndex(0, 6, 4, true, -1)).toBe(2);
  });

  it("stays at the edge without wrap", () => {
    expect(stepIndex(3, 5, 2, false, 1)).toBe(3);
    expect(stepIndex(0, 5, 2, false, -1)).toBe(0);
  });

  it("first brings an index left past the end by a wider screen back to the last start", () => {
    // 5 toppers at 1 per view, at the last; the phone turns and shows 2: the last start is now 3.
    expect(stepIndex(4, 5, 2, false, -1)).toBe(2);
    expect(stepIndex(4, 5, 2, false, 1)).toBe(3);
  });

  it("counts an unknown slides-per-view (0) as one", () => {
    expect(stepIndex(0, 3, 0, false, 1)).toBe(1);
  });

  it("stays put when every slide is in view", () => {
    expect(stepIndex(0, 2, 2, true, 1)).toBe(0);
    expect(stepIndex(0, 1, 1, false, -1)).toBe(0);
  });
});

describe("carouselEdges", () => {
  it("disables Previous at the start and Next at the end without loop", () => {
    expect(carouselEdges(0, 5, 2, false)).toEqual({ prev: false, next: true });
    expect(carouselEdges(2, 5, 2, false)).toEqual({ prev: true, next: true });
    expect(carouselEdges(3, 5, 2, false)).toEqual({ prev: true, next: false });
  });

  it("keeps both enabled in a loop", () => {
    expect(carouselEdges(0, 14, 1, true)).toEqual({ prev: true, next: true });
    expect(carouselEdges(13, 14, 1, true)).toEqual({ prev: true, next: true });
  });

  it("disables both when every slide is in view, loop or not", () => {
    expect(carouselEdges(0, 2, 2, false)).toEqual({ prev: false, next: false });
    expect(carouselEdges(0, 3, 4, true)).toEqual({ prev: false, next: false });
  });

  it("lets Next be possible while the screen is not known (server render)", () => {
    expect(carouselEdges(0, 2, 0, false)).toEqual({ prev: false, next: true });
  });
});

describe("swipeStep", () => {
  it("goes forward on a swipe to the left and back on a swipe to the right", () => {
    expect(swipeStep(-120)).toBe(1);
    expect(swipeStep(120)).toBe(-1);
    expect(swipeStep(-swipeThresholdPx)).toBe(1);
  });

  it("ignores a tap or a short wobble", () => {
    expect(swipeStep(0)).toBe(0);
    expect(swipeStep(swipeThresholdPx - 1)).toBe(0);
    expect(swipeStep(-(swipeThresholdPx - 1))).toBe(0);
  });
});

describe("indexShowing", () => {
  it("keeps the index when the slide is already in view", () => {
    expect(indexShowing(0, 3, 6, 4)).toBe(0);
    expect(indexShowing(2, 2, 14, 1)).toBe(2);
  });

  it("moves forward just enough to bring a later slide in", () => {
    expect(indexShowing(0, 4, 6, 4)).toBe(1);
    expect(indexShowing(0, 5, 6, 4)).toBe(2);
    expect(indexShowing(0, 9, 14, 1)).toBe(9);
  });

  it("moves back to an earlier slide", () => {
    expect(indexShowing(2, 0, 6, 4)).toBe(0);
    expect(indexShowing(9, 3, 14, 1)).toBe(3);
  });

  it("counts an unknown slides-per-view (0) as one", () => {
    expect(indexShowing(0, 2, 5, 0)).toBe(2);
  });
});
