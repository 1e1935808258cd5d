import type { Page } from "@playwright/test";
import { axeViolations, describeViolations } from "./axe";
import { skipNotificationPopup } from "./servers";
import { expect, test } from "./test";

/**
 * Site search (issue 16) on the demo school: the header's box, /Search with and without
 * JavaScript, English and Hindi, and what an empty result says.
 */
const hindi = "हिन्दी";
const headerBox = (page: Page) => page.getByRole("search", { name: "Site search" }).getByRole("searchbox");
const groupHeadings = (page: Page) => page.locator(".search-group h2");

test.describe("the header's search box", () => {
  test("at 1366 px: Tab from the last menu button opens the box over the menu; Enter searches", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto("/Mission");
    const box = headerBox(page);
    // Between 1218 and 1439 px only the icon shows; the box opens while it has focus.
    await expect(page.locator("label[for=site-search-q]")).toBeVisible();
    await expect(box).toHaveCSS("opacity", "0");
    await page.getByRole("button", { name: "Login/Register" }).focus();
    await page.keyboard.press("Tab");
    await expect(box).toBeFocused();
    await expect(box).toHaveCSS("opacity", "1");
    const size = await box.boundingBox();
    expect(size?.width).toBeGreaterThan(200);
    await page.keyboard.type("fee");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/Search\?q=fee$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search");
    await expect(page.getByText("results for “fee”")).toBeVisible();
  });

  test("pressing the search icon opens the box", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/Mission");
    await page.locator("label[for=site-search-q]").click();
    await expect(headerBox(page)).toBeFocused();
    await expect(headerBox(page)).toBeVisible();
  });

  test("at 1500 px the box stands beside the menu", async ({ page }) => {
    await page.setViewportSize({ width: 1500, height: 800 });
    await page.goto("/Mission");
    await expect(headerBox(page)).toBeVisible();
    await expect(headerBox(page)).toHaveAttribute("placeholder", "Search");
    await expect(page.locator("label[for=site-search-q]")).toHaveCSS("position", "absolute");
  });

  test("at 390 px it folds behind the Menu button with the menu", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/Mission");
    await expect(headerBox(page)).toBeHidden();
    const toggle = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(headerBox(page)).toBeVisible();
    await headerBox(page).fill(hindi);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/Search\\?q=${encodeURIComponent(hindi)}$`));
  });
});

test.describe("/Search", () => {
  test.beforeEach(async ({ page, request }) => {
    await skipNotificationPopup(page, request);
  });

  test("groups English results by kind, with title, date, a marked snippet and a link", async ({ page }) => {
    await page.goto("/Search?q=fee");
    await expect(groupHeadings(page).first()).toBeVisible();
    const headings = await groupHeadings(page).allTextContents();
    expect(headings.some((text) => /^Information pages \(\d+\)$/.test(text))).toBe(true);
    expect(headings.some((text) => /^News \(\d+\)$/.test(text))).toBe(true);
    const pages = page.locator(".search-group", { has: page.getByRole("heading", { name: /^Information pages/ }) });
    const feeStructure = pages.getByRole("link", { name: "Fee Structure" });
    await expect(feeStructure).toHaveAttribute("href", "/FeeStructure");
    await expect(pages.locator("mark").first()).toHaveText(/fee/i);
    const news = page.locator(".search-group", { has: page.getByRole("heading", { name: /^News/ }) });
    await expect(news.locator(".search-hit__date").first()).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
    await expect(news.locator(".search-hit__snippet mark").first()).toHaveText(/fee/i);
    await feeStructure.click();
    await expect(page).toHaveURL(/\/FeeStructure$/);
  });

  test("finds the Hindi notice, and its link shows that item alone on /News", async ({ page }) => {
    await page.goto(`/Search?q=${encodeURIComponent(hindi)}`);
    const hit = page.locator(".search-hit").first();
    await expect(hit.locator(".search-hit__title mark")).toHaveText(hindi);
    await expect(hit.getByRole("link")).toContainText("हिन्दी दिवस");
    await hit.getByRole("link").click();
    await expect(page).toHaveURL(/\/News\?id=[0-9a-f]+$/);
    await expect(page.locator(".list-item__title")).toHaveText([/^हिन्दी दिवस/]);
    await expect(page.getByRole("link", { name: "Show all news" })).toHaveAttribute("href", "/News");
  });

  test('says "No results for …" when nothing matches, and gives a hint without a query', async ({ page }) => {
    await page.goto("/Search?q=xylophone");
    await expect(page.locator(".search-status")).toHaveText("No results for “xylophone”");
    await expect(page.locator(".search-hit")).toHaveCount(0);
    await page.goto("/Search");
    await expect(page.getByText(/Search news, events, photo albums/)).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Search for" })).toHaveValue("");
  });

  test("a two-letter query is matched as part of the text", async ({ page }) => {
    await page.goto("/Search?q=PT");
    await expect(page.locator(".search-hit").first()).toBeVisible();
    await expect(page.locator(".search-hit mark").first()).toHaveText(/^pt$/i);
  });

  test("searches again from its own form", async ({ page }) => {
    await page.goto("/Search?q=fee");
    const box = page.getByRole("searchbox", { name: "Search for" });
    await expect(box).toHaveValue("fee");
    await box.fill("uniform");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/Search\?q=uniform$/);
    await expect(page.locator(".search-status")).toHaveText(/results? for “uniform”/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header box and the page's form are plain GET forms", async ({ page }) => {
    await page.setViewportSize({ width: 1500, height: 800 });
    await page.goto("/Mission");
    await headerBox(page).fill("sports");
    await headerBox(page).press("Enter");
    await expect(page).toHaveURL(/\/Search\?q=sports$/);
    await expect(page.locator(".search-hit").first()).toBeVisible();
    const box = page.getByRole("searchbox", { name: "Search for" });
    await box.fill(hindi);
    await page.locator(".search-form").getByRole("button", { name: "Search" }).click();
    await expect(page.locator(".search-hit__title mark").first()).toHaveText(hindi);
  });

  test("at 390 px the menu shows the box, open", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/Mission");
    await expect(headerBox(page)).toBeVisible();
  });
});

test.describe("axe finds no WCAG 2.2 A/AA violation on /Search", () => {
  for (const width of [390, 1366]) {
    test(`at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const problems: string[] = [];
      for (const path of ["/Search", "/Search?q=fee", `/Search?q=${encodeURIComponent(hindi)}`, "/Search?q=zzzz"]) {
        await page.goto(path);
        problems.push(...describeViolations(path, await axeViolations(page)));
      }
      expect(problems).toEqual([]);
    });
  }
});
