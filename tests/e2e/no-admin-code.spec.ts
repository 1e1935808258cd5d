import { sitePaths } from "#domain/site-routes";
import { expect, test } from "./test";

/**
 * No admin code reaches a public page. A kind file that imports a helper the admin area also reaches
 * once let the build's `admin` chunk group take that helper, and Home and /News then loaded the whole
 * admin chunk (zod and every form) for it (vite-plugins/chunk-groups.ts). Every public route, loaded in
 * the browser, must fetch no `admin-*` or `editor-*` asset.
 */
test("no public page loads the admin area's or the editor's scripts", async ({ page }) => {
  test.setTimeout(180_000);
  const fetched: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (/^\/assets\/(admin|editor)-/.test(url.pathname)) fetched.push(`${page.url()} → ${url.pathname}`);
  });
  for (const path of sitePaths) {
    await page.goto(path);
    // Hydration loads the route's modules after the first paint; wait until the network is quiet.
    await page.waitForLoadState("networkidle");
  }
  expect(fetched).toEqual([]);
});
