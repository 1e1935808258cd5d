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
