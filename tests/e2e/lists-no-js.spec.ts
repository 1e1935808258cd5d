import { demoSchoolUrl, itemTitles, listsSchoolUrl, resultCount } from "./lists-helpers";
import { expect, test } from "./test";

/** The filters are plain GET forms: without JavaScript, the Search button loads the filtered page. */
test.use({ baseURL: listsSchoolUrl, javaScriptEnabled: false });

test("News: year, month and search go into the URL and filter on the server", async ({ page }) => {
  await page.goto("/News");
  await page.getByLabel("Year", { exact: true }).selectOption("2025");
  await page.getByLabel("Month").selectOption("Mar");
  await page.getByLabel("Search by title").fill("EXAM");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/News\?year=2025&month=Mar&q=EXAM$/);
  await expect(itemTitles(page)).toHaveText(["Exam schedule"]);
  await expect(resultCount(page)).toHaveText("1 news item");
  // The fallback works the same.
  await page.goto("/News?year=2026&month=Mar&q=");
  await expect(page.locator(".list-status__notice")).toHaveText("Showing 2025 — nothing in Mar 2026");
  await expect(page.getByLabel("Year", { exact: true })).toHaveValue("2025");
  await expect(page.getByLabel("Month")).toHaveValue("All");
});

test("Events, albums, toppers and videos filter without JavaScript", async ({ page }) => {
  await page.goto("/Events?year=2024");
  await page.getByLabel("Month").selectOption("Jul");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/Events\?year=2024&month=Jul&q=$/);
  await expect(itemTitles(page)).toHaveText(["Sports Day Finals"]);

  await page.goto("/Exhibitions");
  await page.getByLabel("Year", { exact: true }).selectOption("All");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(resultCount(page)).toHaveText("3 albums");

  await page.goto("/TopperX");
  await page.getByLabel("Session Year").selectOption("2023-2024");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/TopperX\?session=2023-2024&q=$/);
  await expect(page.locator(".person-card__name")).toHaveText(["Aryan Maurya"]);

  await page.goto("/VideoGallery");
  await page.getByLabel("Year").selectOption("2025");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/VideoGallery\?year=2025$/);
  await expect(itemTitles(page)).toHaveText(["Campus Tour"]);
});

test("an album's photos are links to the large photo", async ({ page }) => {
  await page.goto("/SubGallery?id=lists-annual-day");
  const first = page.getByRole("link", { name: "Annual Day Album, photo 1 of 3" });
  await expect(first).toHaveAttribute("href", /^\/api\/image\/[0-9a-f]{64}\.jpg\?w=1280$/);
  await first.click();
  await expect(page).toHaveURL(/\/api\/image\/[0-9a-f]{64}\.jpg\?w=1280$/);
});

test.describe("the demo school's events", () => {
  test.use({ baseURL: demoSchoolUrl });

  // A photo far down /Events is fetched by an island once near; without JavaScript its <noscript> copy is the
  // photo, and the box that held its place for the island showed as an empty grey box above it.
  test("show each photo once, with no empty box held for the island", async ({ page }) => {
    await page.goto("/Events");
    const slots = page.locator("[data-deferred-photo]");
    expect(await slots.count()).toBeGreaterThan(0);
    for (const slot of await slots.all()) await expect(slot).toBeHidden();
    const event = page.locator(".event-item").filter({ has: slots.first() });
    const photo = event.locator(".event-item__images img").first();
    await photo.scrollIntoViewIfNeeded();
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });
});
