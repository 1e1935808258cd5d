import type { Page } from "@playwright/test";
import { axeViolations, bestPracticeTags } from "./axe";
import { emptySchoolUrl, skipNotificationPopup } from "./servers";
import { expect, test } from "./test";

/** Scans the page as a visitor meets it: with the carousels' island running them. */
async function violations(page: Page) {
  await expect(page.locator(".carousel:not([data-island])")).toHaveCount(0);
  // The whole list in the failure message says what to fix.
  return await axeViolations(page);
}

test.describe("axe finds no WCAG 2.2 AA violation", () => {
  for (const width of [1400, 390]) {
    test(`on Home at ${width} px`, async ({ page, request }) => {
      await skipNotificationPopup(page, request);
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      await expect(page.getByRole("region", { name: "Quick Access" })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }

  for (const width of [1400, 390]) {
    test(`on Home at ${width} px, best practices included (every landmark has a name of its own)`, async ({
      page,
      request,
    }) => {
      await skipNotificationPopup(page, request);
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      await expect(page.getByRole("region", { name: "Quick Access" })).toBeVisible();
      // With the carousels' island running them.
      await expect(page.locator(".carousel:not([data-island])")).toHaveCount(0);
      expect(await axeViolations(page, bestPracticeTags)).toEqual([]);
    });
  }

  test("on Home with the notification popup open", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("dialog", { name: "Notifications" })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test("with the collapsed menu and a submenu open", async ({ page, request }) => {
    await skipNotificationPopup(page, request);
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("button", { name: "Admission", exact: true }).click();
    expect(await violations(page)).toEqual([]);
  });

  test("on an inner page and on the error page", async ({ page }) => {
    await page.goto("/About");
    expect(await violations(page)).toEqual([]);
    await page.goto("/no-such-page");
    expect(await violations(page)).toEqual([]);
  });

  test("on the empty school's Home", async ({ page }) => {
    await page.goto(`${emptySchoolUrl}/`);
    expect(await violations(page)).toEqual([]);
  });
});
