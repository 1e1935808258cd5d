import { describe, expect, it } from "vitest";
import { homeSlideCount } from "#app/lib/constants.ts";
import { dropSlide, heroSlideCount, isSlideOrder, moveSlide, slideFileName } from "./hero-slides";

const identity = Array.from({ length: heroSlideCount }, (_, index) => index + 1);

describe("hero slides", () => {
  it("are the slides the Home carousel shows, by its names", () => {
    expect(heroSlideCount).toBe(homeSlideCount);
    expect(slideFileName(1)).toBe("slides/slide-01.jpg");
    expect(slideFileName(14)).toBe("slides/slide-14.jpg");
  });

  it("take an order only when it names every slot once", () => {
    expect(isSlideOrder(identity)).toBe(true);
    expect(isSlideOrder(identity.slice(1))).toBe(false);
    expect(isSlideOrder([2, ...identity.slice(1)])).toBe(false);
    expect(isSlideOrder([...identity.slice(0, 13), 15])).toBe(false);
  });

  it("move one place by keyboard, or to any place by dragging", () => {
    expect(moveSlide(identity, 0, 1).slice(0, 3)).toEqual([2, 1, 3]);
    expect(moveSlide(identity, 0, -1)).toEqual(identity);
    expect(dropSlide(identity, 3, 0).slice(0, 5)).toEqual([4, 1, 2, 3, 5]);
    expect(dropSlide(identity, 0, 2).slice(0, 4)).toEqual([2, 3, 1, 4]);
  });
});
