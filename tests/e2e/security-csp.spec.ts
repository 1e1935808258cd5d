import type { Page } from "@playwright/test";
import { adminUrl, createStaff, signInWithPassword } from "./admin-helpers";
import { expect, test } from "./test";

/**
 * The pages work under their Content-Security-Policy (server/security-headers.ts):
 * every inline script React Router emits carries the nonce, nothing renders a
 * style attribute, and the frames and images they use are allowed. Any
 * `securitypolicyviolation` event or CSP console error fails the test.
 */

type Watch = { violations: () => Promise<string[]> };

async function watchCsp(page: Page): Promise<Watch> {
  const console: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (/Content Security Policy|Content-Security-Policy|Refused to (load|execute|apply|frame|connect)/i.test(text)) {
      console.push(`console: ${text}`);
    }
  });
  page.on("pageerror", (error) => {
    if (/Content Security Policy/i.test(error.message)) console.push(`pageerror: ${error.message}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return {
    violations: async () => [
      ...console,
      ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])),
    ],
  };
}

/** Scrolls to the end, so lazy frames and images load too. */
async function scrollThrough(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(300);
}

test.describe("Content-Security-Policy in the browser", () => {
  test("the home page sends a nonce-based policy and breaks none of it", async ({ page }) => {
    const watch = await watchCsp(page);
    const response = await page.goto("/");
    const policy = response?.headers()["content-security-policy"] ?? "";
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).toContain("frame-src 'self' https://www.openstreetmap.org;");
    // Every inline script in the served HTML carries this response's nonce. JSON-LD (issue 16) is a
    // data block the browser never runs, so the policy does not apply to it and it needs none.
    const html = (await response?.text()) ?? "";
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
      .map((match) => match[1])
      .filter((attributes) => !attributes.includes('type="application/ld+json"'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    expect(html).not.toMatch(/<[a-z][^>]*\sstyle="/i);
    await scrollThrough(page);
    expect(await watch.violations()).toEqual([]);
  });

  test("an album with the photo viewer open breaks none of it", async ({ page, request }) => {
    const watch = await watchCsp(page);
    const albums = (await (await request.get("/api/gallery/All/demo")).json()) as Array<{ _id: string }>;
    // The oldest album is the demo's own: the newest may be one another test published today, its photos
    // marked decorative (album-phone.spec.ts), whose links are not named after a description.
    const album = albums.at(-1);
    if (!album) throw new Error("the demo has no album");
    await page.goto(`/SubGallery?id=${encodeURIComponent(album._id)}`);
    await page.getByRole("link", { name: /, photo 1 of \d+$/ }).click();
    const viewer = page.getByRole("dialog", { name: "Photo viewer" });
    await expect(viewer).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await page.waitForTimeout(300);
    expect(await watch.violations()).toEqual([]);
  });

  for (const path of ["/Tc", "/VideoGallery", "/Events"]) {
    test(`${path} breaks none of it`, async ({ page }) => {
      const watch = await watchCsp(page);
      await page.goto(path);
      await scrollThrough(page);
      expect(await watch.violations()).toEqual([]);
    });
  }

  test("a page revalidated with a 304 runs its scripts again under the policy it came with", async ({
    page,
    request,
  }) => {
    const watch = await watchCsp(page);
    const first = await page.goto("/About");
    const etag = first?.headers().etag ?? "";
    expect(etag).toMatch(/^W\/"/);
    expect(first?.headers()["cache-control"]).toBe("public, max-age=60");
    const revalidation = await request.get("/About", { headers: { "If-None-Match": etag } });
    expect(revalidation.status()).toBe(304);
    expect(revalidation.headers()["content-security-policy"]).toBeUndefined();

    // A reload revalidates with the tag; the 304 leaves the cached page and its policy (decision 0031).
    const reloaded = await page.reload();
    expect((await reloaded?.request().allHeaders())?.["if-none-match"]).toBe(etag);
    // A fresh 200 would carry a new nonce: the same policy means the cached page and its headers were kept.
    expect(reloaded?.headers()["content-security-policy"]).toBe(first?.headers()["content-security-policy"]);
    // The cached HTML has no data-hydrated attribute: its inline script sets it again once this copy's islands ran.
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    expect(await watch.violations()).toEqual([]);
  });

  // Issue 24: following a link is a page load with its own policy and nonce (it was a client-side navigation).
  test("following a link breaks none of it", async ({ page }) => {
    const watch = await watchCsp(page);
    await page.goto("/");
    await page.goto("/News");
    await page.getByRole("navigation").getByRole("link", { name: "Home", exact: true }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("#latest-news-heading")).toBeVisible();
    await page.waitForTimeout(300);
    expect(await watch.violations()).toEqual([]);
  });

  // The admin area loads React Router's client and the forms' zod schemas, whose first object schema
  // probed `new Function` (its fast path): the probe was caught, but the browser reported the refused eval.
  test("the admin area's pages break none of it", async ({ page, request }) => {
    const owner = await createStaff(request, "csp", "owner");
    const watch = await watchCsp(page);
    await signInWithPassword(page, owner);
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    for (const path of ["/admin/content/news", "/admin/people", "/admin/records/birthdays"]) {
      await page.goto(`${adminUrl}${path}`);
      await expect(page.locator("html[data-hydrated]")).toBeAttached();
    }
    await page.goto(`${adminUrl}/admin/content/news`);
    await page.locator("table a").first().click();
    await expect(page.getByRole("textbox", { name: "Title" })).toBeVisible();
    await page.waitForTimeout(300);
    expect(await watch.violations()).toEqual([]);
  });
});
