import { carousel, pageErrors } from "./home-helpers";
import { skipNotificationPopup } from "./servers";
import { expect, test } from "./test";

/**
 * Home's sections after the hero are server HTML like the rest of the page (issue 24: no
 * hydration on public pages, so decision 0035's deferred hydration is gone); their carousels
 * and the principal's video are the islands', which answer from the first press.
 */
test.describe("Home's sections after the hero", () => {
  test.beforeEach(async ({ page, request }) => {
    await skipNotificationPopup(page, request);
  });

  test("are on the page, readable, without errors, and no code of theirs is fetched", async ({ page }) => {
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
    await page.mouse.wheel(0, 600);
    expect(fetched).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("their carousels and buttons answer at the first press, without a scroll before", async ({ page }) => {
    const errors = pageErrors(page);
    await page.goto("/");
    const birthdays = carousel(page, "Happy Birthday");
    const pause = birthdays.getByRole("button", { name: "Pause" });
    if ((await pause.count()) > 0) {
      await pause.click();
      await expect(birthdays.getByRole("button", { name: "Play" })).toBeVisible();
    }
    await page.getByRole("button", { name: "Watch Message Video" }).click();
    await expect(page.getByRole("dialog", { name: "Principal's Message Video" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("are there after following a link to Home", async ({ page }) => {
    await page.goto("/News");
    await page.getByRole("navigation").getByRole("link", { name: "Home", exact: true }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Our Clubs", level: 2 })).toBeVisible();
    await expect(carousel(page, "Toppers of Class X").getByRole("button", { name: "Pause" })).toBeVisible();
  });
});
