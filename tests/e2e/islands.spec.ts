import { sitePaths } from "#domain/site-routes";
import { expect, test } from "./test";

/**
 * Issue 24 (docs/decisions/0093-public-pages-islands.md): a public page is the server's HTML and
 * its islands. It carries no hydration data (`__reactRouterContext`), no inline module script
 * but a small island's code (decision 0109), and loads no script but its islands: no React, no React Router, no
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
    if (html.includes("loadHydrationWhenPainted")) problems.push(`${path}: the admin area's hydration loader`);
    for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      const attributes = match[1] ?? "";
      if (!/type="module"/.test(attributes)) continue;
      // A small island comes inline (decision 0109), marked with its file's address; what it imports is an island's too.
      const island = /(?:src|data-island)="\/assets\/islands\//.test(attributes);
      const imports = [...(match[2] ?? "").matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)].map((found) => found[1]);
      if (!island || imports.some((specifier) => !specifier?.startsWith("/assets/islands/")))
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

test.describe("moving between public pages", () => {
  test("a link the pointer rests on is fetched in advance, and following it uses that copy", async ({ page }) => {
    const prefetched: string[] = [];
    page.on("request", (request) => {
      if (/prefetch/.test(request.headers()["sec-purpose"] ?? "")) prefetched.push(new URL(request.url()).pathname);
    });
    const response = await page.goto("/Mission");
    const html = (await response?.text()) ?? "";
    const nonce = /'nonce-([^']+)'/.exec(response?.headers()["content-security-policy"] ?? "")?.[1];
    expect(html).toContain(`<script type="speculationrules" nonce="${nonce}">`);
    const events = page.getByRole("contentinfo").getByRole("link", { name: "Events" });
    await events.hover();
    await expect.poll(() => prefetched).toContain("/Events");
    await events.click();
    await expect(page).toHaveURL(/\/Events$/);
    const delivery = await page.evaluate(
      () =>
        (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { deliveryType?: string })
          .deliveryType,
    );
    expect(delivery).toBe("navigational-prefetch");
  });

  test("the staff area is never fetched in advance", async ({ page }) => {
    const response = await page.goto("/Mission");
    const html = (await response?.text()) ?? "";
    const rules = /<script type="speculationrules"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? "";
    expect(JSON.stringify(JSON.parse(rules))).toContain('{"not":{"href_matches":"/admin{/*}?"}}');
  });

  test("pages cross-fade where the browser can, except under prefers-reduced-motion", async ({ page }) => {
    await page.goto("/Mission");
    // Whether the stylesheets' @view-transition rule is in force: it sits in a media rule on the motion preference.
    const crossFades = () =>
      page.evaluate(() => {
        for (const sheet of document.styleSheets)
          for (const rule of sheet.cssRules)
            if (
              rule instanceof CSSMediaRule &&
              [...rule.cssRules].some((inner) => inner.cssText.startsWith("@view-transition"))
            )
              return matchMedia(rule.conditionText).matches;
        return false;
      });
    await page.emulateMedia({ reducedMotion: "no-preference" });
    expect(await crossFades()).toBe(true);
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await crossFades()).toBe(false);
  });
});
