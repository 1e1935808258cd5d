import { demoProfile } from "./servers";
import { expect, test } from "./test";

test("the footer holds the school's details, app and map, quick links and the copyright line", async ({
  page,
  request,
}) => {
  const profile = await demoProfile(request);
  await page.goto("/Vision");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(profile.blurb);
  await expect(footer).toContainText(profile.address);
  await expect(footer.getByRole("link", { name: /video channel/ })).toHaveAttribute("href", profile.videoChannelUrl);

  const phone = footer.getByRole("link", { name: profile.phone });
  await expect(phone).toHaveAttribute("href", `tel:${profile.phone.replace(/[^\d+]/g, "")}`);
  await expect(footer.getByRole("link", { name: profile.email })).toHaveAttribute("href", `mailto:${profile.email}`);
  await expect(footer.getByRole("link", { name: /App Store/ })).toHaveAttribute("href", profile.appStoreUrl);
  await expect(footer.getByRole("link", { name: /Google Play/ })).toHaveAttribute("href", profile.playStoreUrl);
  const portal = footer.getByRole("link", { name: new URL(profile.portalUrl).host });
  await expect(portal).toHaveAttribute("href", profile.portalUrl);
  await expect(portal).toHaveAttribute("target", "_blank");
  await expect(portal).toHaveAttribute("rel", "noopener");

  const map = footer.locator("iframe");
  await expect(map).toHaveAttribute("src", profile.mapEmbedUrl);
  await expect(map).toHaveAttribute("title", /.+/);
  await expect(map).toHaveAttribute("loading", "lazy");

  await expect(footer).toContainText(`© 2024 ${profile.name}. All rights reserved. Powered by ${profile.vendorName}`);
  await expect(footer.getByRole("link", { name: profile.vendorName })).toHaveAttribute("href", profile.vendorUrl);

  const quick = footer.getByRole("region", { name: "Quick Links" }).getByRole("list").first().getByRole("link");
  await expect(quick).toHaveText(["Photo Gallery", "Events", "Transfer Certificate", "Portal Help", "ERP Software"]);
  const targets = await quick.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(targets).toEqual(["/Gallery", "/Events", "/Tc", "/Pphelp", "/ErpSoftware"]);
});

/**
 * The map is a page of openstreetmap.org's (a new origin, its script and tiles): on a phone
 * Chromium's lazy loading fetched it with the page, screens above the footer. It now waits until
 * the visitor nears the footer (site-footer.css), and keeps its place meanwhile.
 */
test.describe("the footer's map", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("is fetched once the visitor nears the footer, in a place of its size", async ({ page, request }) => {
    const profile = await demoProfile(request);
    const mapRequests: string[] = [];
    page.on("request", (sent) => {
      if (sent.url() === profile.mapEmbedUrl) mapRequests.push(sent.url());
    });
    // On a phone /About's footer is some four screens down: near enough for Chromium's lazy frame.
    await page.goto("/About", { waitUntil: "load" });
    const frame = page.getByRole("contentinfo").getByTitle("Map showing the school's location");
    expect(await frame.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(3 * 844);
    await page.waitForTimeout(500);
    expect(mapRequests).toEqual([]);

    await frame.scrollIntoViewIfNeeded();
    await expect.poll(() => mapRequests).toEqual([profile.mapEmbedUrl]);
    const box = await frame.boundingBox();
    expect(box?.width).toBeGreaterThan(300);
    expect(box?.height).toBeCloseTo(((box?.width ?? 0) * 5) / 8, 0);
  });
});

test.describe("the go-to-top button", () => {
  test.use({ viewport: { width: 1000, height: 600 } });

  test("appears only once the page is scrolled more than 20 px, and takes the page back up", async ({ page }) => {
    await page.goto("/About");
    const button = page.getByRole("button", { name: "Go to top" });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 20));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(20);
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 21));
    await expect(button).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test("exists on Home too", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Escape");
    await page.mouse.wheel(0, 800);
    await expect(page.getByRole("button", { name: "Go to top" })).toBeVisible();
  });
});
