import { axeViolations, demoSchoolUrl, resultCount } from "./lists-helpers";
import { expect, test } from "./test";

/** Circulars (issue 22) on the demo school: its twelve circulars over the sessions 2025-26 and 2026-27. */
test.use({ baseURL: demoSchoolUrl });

const newestFirst = [
  "SVPS/2026/048",
  "SVPS/2026/041",
  "SVPS/2026/034",
  "SVPS/2026/023",
  "SVPS/2026/011",
  "SVPS/2026/004",
  "SVPS/2025/052",
  "SVPS/2025/041",
  "SVPS/2025/033",
  "SVPS/2025/027",
  "SVPS/2025/019",
  "SVPS/2025/012",
];
const numbers = (page: import("@playwright/test").Page) => page.locator(".circular-number");

test("lists the demo's twelve circulars newest first, each with its PDFs and their sizes", async ({ page }) => {
  await page.goto("/Circulars");
  await expect(page.getByRole("heading", { level: 1, name: "Circulars" })).toBeVisible();
  await expect(numbers(page)).toHaveText(newestFirst);
  await expect(resultCount(page)).toHaveText("12 circulars");
  const first = page.locator(".list-item").first();
  await expect(first.getByRole("heading", { level: 2 })).toHaveText("Winter uniform from 1 November");
  await expect(first).toContainText("For the whole school");
  await expect(first).toContainText("27.10.2026");
  const pdf = first.getByRole("link", { name: /^Circular SVPS\/2026\/048/ });
  await expect(pdf).toHaveText(/^Circular SVPS\/2026\/048 \(PDF, [\d.]+ KB\)$/);
  await expect(pdf).toHaveAttribute("href", /^\/api\/image\/[^/]+\.pdf$/);
  expect((await page.request.get((await pdf.getAttribute("href")) ?? "")).headers()["content-type"]).toBe(
    "application/pdf",
  );
  await expect(page.locator(".list-item").nth(2).getByRole("link")).toHaveText([
    /^Circular SVPS\/2026\/034 \(PDF, [\d.]+ KB\)$/,
    /^Attachment 2 \(PDF, [\d.]+ KB\)$/,
  ]);
  await expect(
    page.locator('head link[rel="alternate"][type="application/rss+xml"][href="/circulars.xml"]'),
  ).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a link shared with tracking parameters shows what its own parameters ask for", async ({ page }) => {
    // As Facebook and a newsletter would hand it on (decision 0114: the page is rendered and kept without them).
    await page.goto("/Circulars?utm_source=newsletter&year=2025&fbclid=IwAR0xyz&class=All&utm_medium=email");
    await expect(page.getByLabel("Year", { exact: true })).toHaveValue("2025");
    await expect(numbers(page)).toHaveText(newestFirst.slice(6));
    expect(await page.content()).not.toMatch(/fbclid|utm_/);
  });

  test("the year select, the class filter and the search box filter on the server", async ({ page }) => {
    await page.goto("/Circulars");
    await page.getByLabel("Year", { exact: true }).selectOption("2025");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/Circulars\?year=2025&class=All&q=$/);
    await expect(numbers(page)).toHaveText(newestFirst.slice(6));

    // A circular for the whole school is every class's.
    await page.goto("/Circulars");
    await page.getByLabel("Class", { exact: true }).selectOption("LKG");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/Circulars\?year=All&class=LKG&q=$/);
    await expect(numbers(page)).toHaveText([
      "SVPS/2026/048",
      "SVPS/2026/023",
      "SVPS/2026/011",
      "SVPS/2025/052",
      "SVPS/2025/012",
    ]);

    await page.getByLabel("Class", { exact: true }).selectOption("All");
    await page.getByLabel("Search by number or words").fill("uniform");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(numbers(page)).toHaveText(["SVPS/2026/048", "SVPS/2025/012"]);
    await page.goto("/Circulars?q=zzzz");
    await expect(page.locator(".list-status__empty")).toHaveText("No circular matches these filters.");
  });
});

test("the header menu links to it, beside General Notice", async ({ page }) => {
  // Not Home, whose notice dialog opens over the menu.
  await page.goto("/About");
  const menu = page.getByRole("navigation", { name: "Main" });
  await menu.getByRole("button", { name: "News", exact: true }).click();
  await menu.getByRole("link", { name: "Circulars" }).click();
  await expect(page).toHaveURL(/\/Circulars$/);
  await expect(numbers(page)).toHaveCount(12);
});

test("search finds a circular and leads to it; the sitemap lists the page", async ({ page }) => {
  await page.goto("/Search?q=homework");
  const hit = page.getByRole("link", { name: /Summer vacation and holiday homework/ });
  await hit.click();
  await expect(page).toHaveURL(/\/Circulars\?id=/);
  await expect(numbers(page)).toHaveText(["SVPS/2025/019"]);
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).toMatch(/<loc>[^<]+\/Circulars<\/loc>/);
});

test("/circulars.xml is RSS 2.0 of the twelve circulars, newest first", async ({ request }) => {
  const response = await request.get("/circulars.xml");
  expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const text = await response.text();
  expect(text).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/);
  const titles = [...text.matchAll(/<item>\s*<title><!\[CDATA\[([^\]]*)\]\]><\/title>/g)].map((match) => match[1]);
  expect(titles.map((title) => title.split(":")[0])).toEqual(newestFirst);
  expect(text).toContain("/Circulars?id=");
});
