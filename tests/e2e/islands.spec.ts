import { sitePaths } from "#domain/site-routes";
import { expect, test } from "./test";

/**
 * Issue 24 (docs/decisions/0093-public-pages-islands.md): a public page is the server's HTML and
 * its islands. It carries no hydration data (`__reactRouterContext`), no inline module script
 * that imports route modules, and loads no script but its islands: no React, no React Router, no
 * route module. The admin area keeps React Router's whole client and hydrates.
 */
test("public pages carry no hydration data and load no script but their islands", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const scripts: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    // The site's own scripts: the browser's PDF viewer (the sample certificate on /Tc) brings its own.
    if (request.resourceType() === "script" && url.origin === new URL(baseURL ?? url.href).origin)
      scripts.push(url.pathname);
  });
  const problems: string[] = [];
  for (const path of sitePaths) {
    scripts.length = 0;
    const response = await page.goto(path);
    await page.waitForLoadState("networkidle");
    const html = (await response?.text()) ?? "";
    if (html.includes("__reactRouterContext")) problems.push(`${path}: hydration data in the HTML`);
    for (const match of html.matchAll(/<script\b([^>]*)>/g)) {
      const attributes = match[1] ?? "";
      if (/type="module"/.test(attributes) && !/src="\/assets\/islands\//.test(attributes))
        problems.push(`${path}: a module script that is not an island: <script${attributes}>`);
    }
    if (/rel="modulepreload"[^>]*href="\/assets\/(?!islands\/)/.test(html))
      problems.push(`${path}: a module preload that is not an island's`);
    for (const script of scripts)
      if (!script.startsWith("/assets/islands/")) problems.push(`${path}: loaded ${script}`);
  }
  expect(problems).toEqual([]);
});

test("an admin page still hydrates with React Router's client", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  const response = await page.goto("/admin/sign-in");
  const html = (await response?.text()) ?? "";
  expect(html).toContain("__reactRouterContext");
  // The page's own module, sign-in's route chunk, came with React Router's client.
  await expect.poll(() => scripts.some((script) => /^\/assets\/sign-in-[\w-]+\.js$/.test(script))).toBe(true);
  expect(scripts.some((script) => script.startsWith("/assets/islands/"))).toBe(false);
  // Hydrated: React Router's client handles a link without a page load.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole("link", { name: /forgot/i }).click();
  await expect(page).toHaveURL(/\/admin\/forgot-password/);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
