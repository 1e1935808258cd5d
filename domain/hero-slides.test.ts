import { describe, expect, it } from "vitest";
import { homeSlideCount } from "#app/lib/constants.ts";
import { heroSlidesSchema } from "#domain/kinds/hero-slides";
import {
  dropSlide,
  heroSlideCount,
  isSlideOrder,
  moveSlide,
  slideAlts,
  slideFileName,
  slidesOfForm,
} from "./hero-slides";

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

  it("are described place by place: Home reads 14 descriptions whatever the object holds", () => {
    expect(slideAlts(undefined)).toEqual(Array.from({ length: heroSlideCount }, () => ""));
    const alts = slideAlts([{ alt: " Front gate " }, {}, { alt: "Assembly" }]);
    expect(alts).toHaveLength(heroSlideCount);
    expect(alts.slice(0, 4)).toEqual(["Front gate", "", "Assembly", ""]);
  });

  it("keep an empty description in its place when the form sends them, and at most 14", () => {
    expect(slidesOfForm([{ alt: " a " }, { alt: "" }, { alt: "c" }, {}, null])).toEqual([
      { alt: "a" },
      { alt: "" },
      { alt: "c" },
      { alt: "" },
      { alt: "" },
    ]);
    expect(slidesOfForm(Array.from({ length: 20 }, () => ({ alt: "x" })))).toHaveLength(heroSlideCount);
  });

  it("are an object a bundle may leave out, its descriptions checked as Home's alt text", () => {
    expect(heroSlidesSchema.parse({})).toEqual({ slides: [] });
    expect(heroSlidesSchema.parse({ slides: [{}, { alt: " Gate " }] })).toEqual({
      slides: [{ alt: "" }, { alt: "Gate" }],
    });
    expect(heroSlidesSchema.safeParse({ slides: [{ alt: "x".repeat(601) }] }).success).toBe(false);
    expect(heroSlidesSchema.safeParse({ slides: Array.from({ length: 15 }, () => ({ alt: "" })) }).success).toBe(false);
    expect(heroSlidesSchema.safeParse({ slides: [{ alt: "a", photo: "x.jpg" }] }).success).toBe(false);
  });
});
