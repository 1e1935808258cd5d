import { describe, expect, it } from "vitest";
import { heroSlideCount } from "#domain/hero-slides";
import { heroSlidesPath, shownSlides, slideMoveOf, slidesValue } from "./hero-slides-form";

const inOrder = Array.from({ length: heroSlideCount }, (_, index) => index + 1);

describe("the hero slides widget's form", () => {
  it("reads Move up / Move down and a drop as a new order, the moved slide's place and its button", () => {
    expect(slideMoveOf("down:0")).toEqual({ order: [2, 1, ...inOrder.slice(2)], place: 1, focus: "slide-down-1" });
    expect(slideMoveOf("up:13")).toMatchObject({ place: 12, focus: "slide-up-12" });
    // At the end already: nothing moves, and the focus stays on the button pressed.
    expect(slideMoveOf("up:0")).toEqual({ order: inOrder, place: 0, focus: "slide-up-0" });
    expect(slideMoveOf("down:13")).toEqual({ order: inOrder, place: 13, focus: "slide-down-13" });
    expect(slideMoveOf("drop:3:0")).toEqual({ order: [4, 1, 2, 3, ...inOrder.slice(4)], place: 0 });
    expect(slideMoveOf("drop:3:40")).toEqual({ order: inOrder, place: 3 });
    expect(slideMoveOf("save")).toBeUndefined();
    expect(slideMoveOf("up:x")).toBeUndefined();
  });

  it("sends the descriptions in the move's order, each with its slide", () => {
    const typed = ["gate", "", "assembly"];
    expect(JSON.parse(slidesValue(typed)).slice(0, 4)).toEqual([
      { alt: "gate" },
      { alt: "" },
      { alt: "assembly" },
      { alt: "" },
    ]);
    const moved = JSON.parse(slidesValue(typed, [3, 1, 2, ...inOrder.slice(3)]));
    expect(moved).toHaveLength(heroSlideCount);
    expect(moved.slice(0, 3)).toEqual([{ alt: "assembly" }, { alt: "gate" }, { alt: "" }]);
  });

  it("shows 14 slides from the stored list with its files, or from what a refused save sent", () => {
    const stored = shownSlides([
      { alt: "gate", version: 7, exists: true },
      { alt: "", version: 0, exists: false },
    ]);
    expect(stored).toHaveLength(heroSlideCount);
    expect(stored.slice(0, 3)).toEqual([
      { alt: "gate", version: 7, exists: true },
      { alt: "", version: 0, exists: false },
      { alt: "" },
    ]);
    expect(shownSlides('[{"alt":"typed"}]')[0]).toEqual({ alt: "typed" });
    expect(shownSlides("broken")).toHaveLength(heroSlideCount);
    expect(heroSlidesPath).toBe("/admin/content/heroSlides/profile");
  });
});
