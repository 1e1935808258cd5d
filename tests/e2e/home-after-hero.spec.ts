import { carousel, pageErrors } from "./home-helpers";
import { skipNotificationPopup } from "./servers";
import { expect, test } from "./test";

/**
 * Decision 0035: Home's sections after the hero are the server's HTML until the visitor's
 * first sign (a touch, a key, the wheel, a scroll); then their code is fetched and hydrated.
 */
test.describe("Home's sections after the hero", () => {
  test.beforeEach(async ({ page, request }) => {
    await skipNotificationPopup(page, request);
  });

  test("are on the page, readable and unchanged, while nobody touches it, and their code is not fetched", async ({
    page,
  }) => {
    const fetched: string[] = [];
    const errors = pageErrors(page);
    page.on("request", (request) => {
      if (/after-hero-content-/.test(request.url())) fetched.push(request.url());
    });
    await page.goto("/");
    await page.waitForTimeout(1500);
    const main = page.getByRole("main");
    for (const heading of ["Quick Access", "Latest News", "Our Clubs", "Toppers of Class X", "Photo Gallery"]) {
      await expect(main.getByRole("heading", { name: heading, level: 2, exact: true })).toBeVisible();
    }
    await expect(main.getByRole("link", { name: /Read More/ }).first()).toHaveAttribute(
      "href",
      /\/(About|PrincipalMessage)$/,
    );
    await expect(page.locator(".after-hero[data-hydrated]")).toHaveCount(0);
    expect(fetched).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("hydrate at the first scroll, without errors, and their carousels then answer", async ({ page }) => {
    const errors = pageErrors(page);
    await page.goto("/");
    const heading = page.getByRole("heading", { name: "Our Clubs", level: 2 });
    const before = await heading.elementHandle();
    await page.mouse.wheel(0, 600);
    await expect(page.locator(".after-hero[data-hydrated]")).toBeAttached();
    // React kept the server's elements (it hydrated them) instead of drawing the sections again.
    expect(await before?.evaluate((element) => element.isConnected)).toBe(true);
    const birthdays = carousel(page, "Happy Birthday");
    const pause = birthdays.getByRole("button", { name: "Pause" });
    if ((await pause.count()) > 0) {
      await pause.click();
      await expect(birthdays.getByRole("button", { name: "Play" })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test("a press on one of their buttons before their code is there still does what it says", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator(".after-hero[data-hydrated]")).toHaveCount(0);
    // The press is the first sign: it fetches the code, and is made again once it is there.
    await page.getByRole("button", { name: "Watch Message Video" }).click();
    await expect(page.getByRole("dialog", { name: "Principal's Message Video" })).toBeVisible();
  });

  test("come at once after a client-side navigation to Home", async ({ page }) => {
    await page.goto("/News");
    await page.getByRole("navigation").getByRole("link", { name: "Home", exact: true }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Our Clubs", level: 2 })).toBeVisible();
    await expect(page.locator(".after-hero[data-hydrated]")).toBeAttached();
  });
});
