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

  // The map's frame comes once the footer is near (app/islands/footer-map.ts).
  await footer.scrollIntoViewIfNeeded();
  const map = footer.getByTitle("Map showing the school's location");
  await expect(map).toHaveAttribute("src", profile.mapEmbedUrl);
  await expect(map).toHaveAttribute("loading", "lazy");

  await expect(footer).toContainText(`© 2024 ${profile.name}. All rights reserved. Powered by ${profile.vendorName}`);
  await expect(footer.getByRole("link", { name: profile.vendorName })).toHaveAttribute("href", profile.vendorUrl);

  const quick = footer.getByRole("region", { name: "Quick Links" }).getByRole("list").first().getByRole("link");
  await expect(quick).toHaveText(["Photo Gallery", "Events", "Transfer Certificate", "Portal Help", "ERP Software"]);
  const targets = await quick.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(targets).toEqual(["/Gallery", "/Events", "/Tc", "/Pphelp", "/ErpSoftware"]);
});

/**
 * The map is a page of openstreetmap.org's (a new origin, its script and tiles): on a phone it came
 * with the page, before the first paint, though the footer is screens below. It now comes after the
 * page's load, once the visitor nears the footer, in a box of its size; without JavaScript the frame
 * is in the page, lazily loaded by the browser.
 */
test.describe("the footer's map", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("comes once the visitor nears the footer, in a box of its size", async ({ page, request }) => {
    const profile = await demoProfile(request);
    const mapRequests: string[] = [];
    page.on("request", (sent) => {
      if (sent.url().startsWith(new URL(profile.mapEmbedUrl).origin)) mapRequests.push(sent.url());
    });
    await page.goto("/Gallery", { waitUntil: "load" });
    const box = page.locator("[data-footer-map]");
    expect(await box.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(2 * 844);
    const frame = page.getByTitle("Map showing the school's location");
    await expect(frame).toHaveCount(0);
    expect(mapRequests).toEqual([]);

    const before = await box.boundingBox();
    await box.scrollIntoViewIfNeeded();
    await expect(frame).toHaveAttribute("src", profile.mapEmbedUrl);
    expect(mapRequests).toEqual([profile.mapEmbedUrl]);
    const [boxAfter, frameBox] = [await box.boundingBox(), await frame.boundingBox()];
    expect(boxAfter?.width).toBe(before?.width);
    expect(boxAfter?.height).toBe(before?.height);
    expect(frameBox?.width).toBe(boxAfter?.width);
    expect(frameBox?.height).toBe(boxAfter?.height);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("is in the page, a lazily loaded frame of the same size", async ({ page, request }) => {
      const profile = await demoProfile(request);
      await page.goto("/Gallery");
      const frame = page.getByRole("contentinfo").getByTitle("Map showing the school's location");
      await expect(frame).toHaveAttribute("src", profile.mapEmbedUrl);
      await expect(frame).toHaveAttribute("loading", "lazy");
      await frame.scrollIntoViewIfNeeded();
      const [box, frameBox] = [await page.locator("[data-footer-map]").boundingBox(), await frame.boundingBox()];
      expect(frameBox?.width).toBe(box?.width);
      expect(frameBox?.height).toBe(box?.height);
    });
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
