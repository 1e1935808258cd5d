import type { Page } from "@playwright/test";
import { skipNotificationPopup } from "./servers";
import { expect, test } from "./test";

/** The print stylesheet (issue 16), in Chromium's print media emulation. */
const afterContent = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element, "::after").content);

test.beforeEach(async ({ page, request }) => {
  await skipNotificationPopup(page, request);
  await page.emulateMedia({ media: "print" });
});

test("the fee structure prints without menu, ticker or map, link addresses after the links", async ({ page }) => {
  await page.goto("/FeeStructure");
  await expect(page.getByRole("heading", { level: 1, name: "Fee Structure" })).toBeVisible();
  await expect(page.locator("table").first()).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(page.locator(".ticker")).toBeHidden();
  await expect(page.locator(".site-footer__map")).toBeHidden();
  await expect(page.getByRole("search", { name: "Site search" })).toBeHidden();
  // A link in the text and one in the footer: each is followed by its address.
  expect(await afterContent(page, 'main a[href="/SchoolFee"]')).toBe('" (/SchoolFee)"');
  expect(await afterContent(page, '.site-footer a[href="/Gallery"]')).toBe('" (/Gallery)"');
  // A phone number is its own text.
  expect(await afterContent(page, '.site-footer a[href^="tel:"]')).toBe("none");
  // On screen nothing of this shows.
  await page.emulateMedia({ media: "screen" });
  expect(await afterContent(page, 'main a[href="/SchoolFee"]')).toBe("none");
  await expect(page.locator(".ticker")).toBeVisible();
});

test("Home prints without its carousels", async ({ page }) => {
  await page.goto("/");
  for (const carousel of await page.locator(".carousel, .hero").all()) await expect(carousel).toBeHidden();
  await expect(page.getByRole("heading", { name: "Toppers of Class X", exact: true })).toBeHidden();
  await expect(page.getByRole("heading", { name: "Principal's Message" })).toBeVisible();
});
