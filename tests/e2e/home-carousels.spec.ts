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
