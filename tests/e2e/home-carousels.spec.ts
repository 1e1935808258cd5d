import type { Locator } from "@playwright/test";
import { carousel, slidesInView } from "./home-helpers";
import { skipNotificationPopup } from "./servers";
import { expect, test } from "./test";

/** Home's carousels: the 14-photo carousel, controls, pause, reduced motion, slides per view. */
test.describe("Home's carousels", () => {
  test.beforeEach(async ({ page, request }) => {
    await skipNotificationPopup(page, request);
  });

  test("the image carousel: 14 slides, responsive AVIF/WebP, only the first eager", async ({ page }) => {
    await page.goto("/");
    const hero = carousel(page, "School photos");
    const slides = hero.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(14);
    await expect(slides.first()).toHaveAttribute("aria-label", "1 of 14");
    const images = hero.locator("img");
    await expect(images.first()).toHaveAttribute("loading", "eager");
    await expect(images.first()).toHaveAttribute("fetchpriority", "high");
    await expect(images.first()).toHaveAttribute("src", /\/public\/slides\/slide-01\.jpg\?w=\d+$/);
    await expect(images.first()).toHaveAttribute("width", "1600");
    await expect(images.first()).toHaveAttribute("height", "700");
    await expect(images.nth(13)).toHaveAttribute("src", /slide-14\.jpg/);
    for (const image of (await images.all()).slice(1)) await expect(image).toHaveAttribute("loading", "lazy");
    await expect(hero.locator('source[type="image/avif"]').first()).toHaveAttribute("srcset", /format=avif 480w/);
    await expect(hero.locator('source[type="image/webp"]').first()).toHaveAttribute("srcset", /format=webp 1920w/);
    // The first slide's image is loaded and shown.
    await expect.poll(() => images.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // Every image on the page is the only eager one or lazy.
    expect(await page.locator('main img[loading="eager"]').count()).toBe(1);
  });

  test("the image carousel moves with next/previous and pauses with its button", async ({ page }) => {
    await page.goto("/");
    const hero = carousel(page, "School photos");
    await hero.getByRole("button", { name: "Pause" }).click();
    await expect(hero.getByRole("button", { name: "Play" })).toBeVisible();
    const track = hero.locator(".carousel__track");
    const position = () => track.evaluate((element) => element.getBoundingClientRect().left);
    const start = await position();
    await hero.getByRole("button", { name: "Next" }).click();
    await expect.poll(position).toBeLessThan(start - 100);
    await hero.getByRole("button", { name: "Previous" }).click();
    await expect.poll(position).toBeCloseTo(start, -1);
  });

  test("every carousel has a pause control and stops while hovered", async ({ page }) => {
    await page.goto("/");
    for (const name of ["School photos", "Toppers of Class X", "Toppers of Class XII", "Photo Gallery"]) {
      const section = carousel(page, name);
      await expect(section.getByRole("button", { name: "Pause" })).toBeVisible();
      // A carousel that stops announces its slides politely; a moving one does not.
      await expect(section.locator(".carousel__track")).toHaveAttribute("aria-live", "off");
      await section.locator(".carousel__viewport").hover();
      await expect(section.locator(".carousel__track")).toHaveAttribute("aria-live", "polite");
    }
  });

  test("under reduced motion no carousel starts by itself", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const hero = carousel(page, "School photos");
    await expect(hero.getByRole("button", { name: "Play" })).toBeVisible();
    await expect(hero.locator(".carousel__track")).toHaveAttribute("aria-live", "polite");
  });
});

test.describe("the gallery carousel's slides per view", () => {
  for (const [width, perView] of [
    [1280, 4],
    [900, 3],
    [600, 2],
  ] as const) {
    test(`${perView} per view at ${width} px`, async ({ page, request }) => {
      await skipNotificationPopup(page, request);
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      expect(await slidesInView(page, "Photo Gallery")).toBe(perView);
    });
  }
});

/** The slide a visitor sees first in the carousel: the one whose left edge is nearest the row's. */
const shownSlide = (section: Locator) =>
  section.evaluate((element) => {
    const left = element.querySelector(".carousel__viewport")?.getBoundingClientRect().left ?? 0;
    const slides = [...element.querySelectorAll('[aria-roledescription="slide"]')];
    const distances = slides.map((slide) => Math.abs(slide.getBoundingClientRect().left - left));
    return distances.indexOf(Math.min(...distances));
  });

/**
 * Before a visitor does anything, the carousels move by themselves without
 * Embla (decision 0033); Embla arrives at the first touch, key, wheel or
 * focus inside a carousel, and takes over where the row is.
 */
test.describe("the carousels before and after Embla", () => {
  const embla = "**/assets/carousel-engine-*.js";

  test.beforeEach(async ({ page, request }) => {
    await skipNotificationPopup(page, request);
  });

  test("without any input, the photo carousel moves on by itself and Embla is never fetched", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (/carousel-engine-/.test(request.url())) fetched.push(request.url());
    });
    await page.goto("/");
    const hero = carousel(page, "School photos");
    expect(await shownSlide(hero)).toBe(0);
    await expect(hero.getByRole("button", { name: "Previous" })).toBeEnabled();
    // The hero waits 5 s on a slide, then shows the next.
    await expect.poll(() => shownSlide(hero), { timeout: 9000 }).toBe(1);
    await expect(page.locator(".carousel__viewport[data-enhanced]")).toHaveCount(0);
    expect(fetched).toEqual([]);
  });

  test("Previous and Next work before Embla, and Embla takes over at the slide shown", async ({ page }) => {
    // Embla's chunk is held back until the test lets it through.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(embla, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    const hero = carousel(page, "School photos");
    // The header's top bar (the Mandatory Public Disclosure link, issue 25) puts the hero's foot below a
    // 720 px window: the slide's place in the row is what is checked, so the hero is brought into view.
    await hero.scrollIntoViewIfNeeded();
    await hero.getByRole("button", { name: "Pause" }).click();
    const next = hero.getByRole("button", { name: "Next" });
    await next.click();
    await next.click();
    await expect.poll(() => shownSlide(hero)).toBe(2);
    await hero.getByRole("button", { name: "Previous" }).click();
    await expect.poll(() => shownSlide(hero)).toBe(1);
    await expect(hero.getByRole("group", { name: "2 of 14", exact: true })).toBeInViewport({ ratio: 0.9 });
    await expect(hero.locator(".carousel__viewport[data-enhanced]")).toHaveCount(0);

    release();
    await expect(hero.locator(".carousel__viewport[data-enhanced]")).toBeAttached();
    // Embla starts on the second slide, where the row was: no jump back to the first.
    await page.waitForTimeout(300);
    expect(await shownSlide(hero)).toBe(1);
    await expect(hero.getByRole("group", { name: "2 of 14", exact: true })).toBeInViewport({ ratio: 0.9 });
    await next.click();
    await expect.poll(() => shownSlide(hero)).toBe(2);
  });

  test("before Embla, the toppers' Previous is disabled at the start and a swipe moves the row", async ({ page }) => {
    await page.route(embla, () => {
      // Never answered: the carousels stay on their own for this test.
    });
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto("/");
    const toppers = carousel(page, "Toppers of Class X");
    const slides = await toppers.locator('[aria-roledescription="slide"]').count();
    // The demo school has several toppers of class X: without two, this test would prove nothing.
    expect(slides).toBeGreaterThan(1);
    await toppers.getByRole("button", { name: "Pause" }).click();
    // The press was the first sign of a visitor: the sections after the hero hydrate (decision 0035).
    await expect(page.locator(".after-hero[data-hydrated]")).toBeAttached();
    await expect(toppers.getByRole("button", { name: "Play" })).toBeVisible();
    const previous = toppers.getByRole("button", { name: "Previous" });
    const next = toppers.getByRole("button", { name: "Next" });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    // A finger swiping 120 px to the left (pointer events, as a phone sends them).
    await toppers.locator(".carousel__viewport").evaluate((element) => {
      const box = element.getBoundingClientRect();
      const y = box.top + box.height / 2;
      const init = { bubbles: true, pointerType: "touch", isPrimary: true, pointerId: 7 };
      element.dispatchEvent(new PointerEvent("pointerdown", { ...init, clientX: box.right - 40, clientY: y }));
      element.dispatchEvent(new PointerEvent("pointerup", { ...init, clientX: box.right - 160, clientY: y }));
    });
    await expect.poll(() => shownSlide(toppers)).toBe(1);
    await expect(previous).toBeEnabled();
    // At the last topper, Next is disabled (no loop).
    for (let press = 2; press < slides; press += 1) await next.click();
    await expect.poll(() => shownSlide(toppers)).toBe(slides - 1);
    await expect(next).toBeDisabled();
  });

  test("Embla is fetched at the first pointerdown and takes over every carousel", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (/carousel-engine-/.test(request.url())) fetched.push(request.url());
    });
    await page.goto("/");
    await page.waitForTimeout(500);
    expect(fetched).toEqual([]);
    // A press on plain text, as a visitor's thumb on the page.
    const heading = page.getByRole("heading", { name: "Our Clubs" });
    await heading.scrollIntoViewIfNeeded();
    const box = await heading.boundingBox();
    await page.mouse.click((box?.x ?? 0) + 5, (box?.y ?? 0) + 5);
    await expect.poll(() => fetched.length).toBe(1);
    const count = await page.locator(".carousel__viewport").count();
    await expect(page.locator(".carousel__viewport[data-enhanced]")).toHaveCount(count);
  });
});
