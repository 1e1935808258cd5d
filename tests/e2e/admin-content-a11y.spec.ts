import { signInAs } from "./admin-content-helpers";
import { editingUrl } from "./admin-helpers";
import { axeViolations, describeViolations } from "./axe";
import { expect, test } from "./test";

/** Every editing screen of issue 13, by axe at a phone's width and a desktop's, and never wider than the screen. */
for (const width of [390, 1366]) {
  test(`every editing screen has no axe violation at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, request, `a11y-editing-${width}`, "owner");
    const problems: string[] = [];
    const check = async (what: string) => {
      problems.push(...describeViolations(what, await axeViolations(page)));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${what} is wider than ${width} px`).toBeLessThanOrEqual(0);
    };
    for (const path of [
      "/admin/content",
      "/admin/content/news",
      "/admin/content/events?status=published",
      "/admin/trash",
    ]) {
      await page.goto(`${editingUrl}${path}`);
      await check(path);
    }
    await page.goto(`${editingUrl}/admin/content/news`);
    await page.getByRole("table").getByRole("link").first().click();
    await page.getByLabel("Title").fill(`${await page.getByLabel("Title").inputValue()} (checked)`);
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("Draft saved.")).toBeVisible();
    await check("a news item's edit screen");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByText("Published. The site shows it now.")).toBeVisible();
    await check("the edit screen after a publish");
    await page.getByRole("link", { name: /^History/ }).click();
    await expect(page.getByRole("table", { name: "Each field in the two revisions" })).toBeVisible();
    await check("a news item's history");
    await page.goBack();
    await page.getByRole("link", { name: "Preview" }).click();
    await expect(page.frameLocator("iframe").getByRole("heading", { name: "Latest News" })).toBeVisible();
    await check("a news item's preview");
    await page.goto(`${editingUrl}/admin/content/notifications`);
    await page.getByRole("table").getByRole("link").first().click();
    await check("a notification's edit screen (its end date open)");
    await page.goto(`${editingUrl}/admin/content/profile/profile`);
    await check("the school profile");
    await page.goto(`${editingUrl}/admin/content/principalMessages`);
    await page.getByRole("table").getByRole("link").first().click();
    await check("the principal's message");
    expect(problems).toEqual([]);
  });
}
