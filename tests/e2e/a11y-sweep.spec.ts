import type { Page } from "@playwright/test";
import routes from "#app/routes.ts";
import { axeViolations, describeViolations } from "./axe";
import { skipNotificationPopup } from "./servers";
import { expect, test } from "./test";

/**
 * Issue 6's accessibility sweep: axe (WCAG 2.0, 2.1 and 2.2, A and AA) on
 * every route of spec 2.1, at a phone width and a desktop width. One page per
 * width, reused across the routes; every violation of every route is listed
 * before the test fails, one line each (route, rule, help, elements).
 */
const widths = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1366, height: 900 },
];

/** The paths of app/routes.ts, the splat as an unknown page, /SubGallery with a real album. */
function routePaths(albumId: string): string[] {
  return routes.map((entry) => {
    if (entry.index) return "/";
    if (entry.path === "*") return "/no-such-page";
    if (entry.path === "SubGallery") return `/SubGallery?id=${encodeURIComponent(albumId)}`;
    return `/${entry.path}`;
  });
}

/** Scans the page as a visitor meets it: where there are carousels, with their island running them. */
async function scan(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.locator(".carousel:not([data-island])")).toHaveCount(0);
  return describeViolations(path, await axeViolations(page));
}

test.describe("axe finds no WCAG 2.2 A/AA violation on any route", () => {
  for (const { name, width, height } of widths) {
    test(`at ${name} width (${width} px)`, async ({ page, request }) => {
      test.setTimeout(180_000);
      const albums = await request.get("/api/gallery/All/demo");
      expect(albums.status()).toBe(200);
      const [album] = (await albums.json()) as Array<{ _id: string }>;
      expect(album, "the demo school has an album for /SubGallery").toBeTruthy();
      await skipNotificationPopup(page, request);
      await page.setViewportSize({ width, height });
      const found: string[] = [];
      for (const path of routePaths(album._id)) found.push(...(await scan(page, path)));
      expect(found, `axe violations at ${width} px:\n${found.join("\n")}`).toEqual([]);
    });
  }
});
