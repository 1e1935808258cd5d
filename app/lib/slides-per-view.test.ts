import { describe, expect, it } from "vitest";
import { birthdayCarousel, galleryCarousel, heroCarousel, topperCarousel } from "./constants";
import { perViewCss, slidesPerView } from "./slides-per-view";

describe("slidesPerView", () => {
  it("toppers: 2 per view, 1 under 480 px", () => {
    expect(slidesPerView(topperCarousel.perView, 1920)).toBe(2);
    expect(slidesPerView(topperCarousel.perView, 480)).toBe(2);
    expect(slidesPerView(topperCarousel.perView, 479)).toBe(1);
    expect(slidesPerView(topperCarousel.perView, 320)).toBe(1);
  });

  it("birthdays: 2 per view at large widths, 1 under 1400 px", () => {
    expect(slidesPerView(birthdayCarousel.perView, 1400)).toBe(2);
    expect(slidesPerView(birthdayCarousel.perView, 1399)).toBe(1);
    expect(slidesPerView(birthdayCarousel.perView, 360)).toBe(1);
  });

  it("gallery: 4 per view, 3 under 1000 px, 2 under 700 px", () => {
    expect(slidesPerView(galleryCarousel.perView, 1280)).toBe(4);
    expect(slidesPerView(galleryCarousel.perView, 1000)).toBe(4);
    expect(slidesPerView(galleryCarousel.perView, 999)).toBe(3);
    expect(slidesPerView(galleryCarousel.perView, 700)).toBe(3);
    expect(slidesPerView(galleryCarousel.perView, 699)).toBe(2);
    expect(slidesPerView(galleryCarousel.perView, 320)).toBe(2);
  });

  it("does not depend on the order the steps are written in", () => {
    const rule = {
      base: 4,
      below: [
        { width: 700, perView: 2 },
        { width: 1000, perView: 3 },
      ],
    };
    expect(slidesPerView(rule, 650)).toBe(2);
    expect(slidesPerView(rule, 800)).toBe(3);
  });

  it("the hero shows one slide at every width", () => {
    expect(slidesPerView(heroCarousel.perView, 320)).toBe(1);
    expect(slidesPerView(heroCarousel.perView, 2560)).toBe(1);
  });
});

describe("perViewCss", () => {
  it("writes the base, then the steps widest first so the narrowest wins", () => {
    expect(perViewCss("#g", galleryCarousel.perView)).toBe(
      "#g{--per-view:4}@media (max-width:999.98px){#g{--per-view:3}}@media (max-width:699.98px){#g{--per-view:2}}",
    );
  });

  it("has no media query when the count never changes", () => {
    expect(perViewCss(".hero", heroCarousel.perView)).toBe(".hero{--per-view:1}");
  });
});
