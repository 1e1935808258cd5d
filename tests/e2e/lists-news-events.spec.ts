import {
  demoSchoolUrl,
  expectOptions,
  fallbackNotice,
  itemTitles,
  listsBundle,
  listsSchoolUrl,
  noMatch,
  resultCount,
  schoolYear,
} from "./lists-helpers";
import { expect, test } from "./test";

test.use({ baseURL: listsSchoolUrl });

const allMonths = ["All", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

test.describe("Latest News", () => {
  test("lists every item newest first, with the count, dates and attachments", async ({ page }) => {
    await page.goto("/News");
    await expect(resultCount(page)).toHaveText("6 news items");
    await expect(itemTitles(page)).toHaveText([
      "Annual Day circular",
      "Republic Day rehearsal",
      "Summer SPORTS camp",
      "Exam schedule",
      "Winter break extended",
      "Sports kit notice",
    ]);
    await expectOptions(page.getByLabel("Year", { exact: true }), ["All", "2026", "2025", "2024"]);
    await expectOptions(page.getByLabel("Month"), allMonths);
    await expect(page.getByLabel("Search by title")).toBeVisible();

    const first = page.locator(".list-item").first();
    await expect(first.locator("time")).toHaveText("02.11.2026");
    await expect(first.locator("time")).toHaveAttribute("datetime", "2026-11-02");
    await expect(first).toContainText("The programme and timings of the Annual Day.");
    const pdf = first.getByRole("link", { name: "Attachment 1: Annual Day circular (PDF, opens in a new tab)" });
    await expect(pdf).toHaveAttribute("href", /^\/api\/image\/[0-9a-f]{64}\.pdf$/);
    await expect(pdf).toHaveAttribute("target", "_blank");
    await expect(first.getByRole("link", { name: /^Attachment 2: Annual Day circular/ })).toHaveAttribute(
      "href",
      /\.jpg$/,
    );
  });

  // Issue 24: a changed select loads the filtered page (a page load, no longer an update in place); the
  // visitor comes back where they were, with focus on the select they changed.
  test("the year and month selects filter at once, in the URL, and focus stays on the select", async ({ page }) => {
    await page.goto("/News");
    await page.getByLabel("Year", { exact: true }).selectOption("2025");
    await expect(page).toHaveURL(/\/News\?year=2025&month=All$/);
    await expect(resultCount(page)).toHaveText("3 news items");
    await expect(page.getByLabel("Year", { exact: true })).toBeFocused();
    await page.getByLabel("Month").selectOption("Mar");
    await expect(page).toHaveURL(/\/News\?year=2025&month=Mar$/);
    await expect(itemTitles(page)).toHaveText(["Exam schedule"]);
    await expect(resultCount(page)).toHaveText("1 news item");
    await expect(page.getByLabel("Month")).toBeFocused();
    // The count is announced politely.
    await expect(page.locator(".list-status")).toHaveAttribute("aria-live", "polite");
    // Back shows the previous filter again, selects included.
    await page.goBack();
    await expect(page).toHaveURL(/\/News\?year=2025&month=All$/);
    await expect(page.getByLabel("Month")).toHaveValue("All");
    await expect(resultCount(page)).toHaveText("3 news items");
  });

  test("the search ignores case and applies on Enter", async ({ page }) => {
    await page.goto("/News");
    const search = page.getByLabel("Search by title");
    await search.fill("  SPORTS ");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/News\?year=All&month=All&q=SPORTS$/);
    await expect(itemTitles(page)).toHaveText(["Summer SPORTS camp", "Sports kit notice"]);
    await page.goto("/News?q=sports");
    await expect(itemTitles(page)).toHaveText(["Summer SPORTS camp", "Sports kit notice"]);
    await expect(page.getByLabel("Search by title")).toHaveValue("sports");
  });

  test("an empty month falls back to the previous year, and says so", async ({ page }) => {
    await page.goto("/News?year=2026&month=Mar");
    await expect(fallbackNotice(page)).toHaveText("Showing 2025 — nothing in Mar 2026");
    await expect(itemTitles(page)).toHaveText(["Summer SPORTS camp", "Exam schedule", "Winter break extended"]);
    await expect(resultCount(page)).toHaveText("3 news items");
    // The selects show what is listed (the whole of 2025); the notice says what was missed.
    await expect(page.getByLabel("Year", { exact: true })).toHaveValue("2025");
    await expect(page.getByLabel("Month")).toHaveValue("All");
  });

  test("picking an empty period with the selects shows the period listed in them", async ({ page }) => {
    await page.goto("/News?year=2025&month=Mar");
    await expect(itemTitles(page)).toHaveText(["Exam schedule"]);
    const year = page.getByLabel("Year", { exact: true });
    const month = page.getByLabel("Month");
    await year.selectOption("2026");
    await expect(page).toHaveURL(/\/News\?year=2026&month=Mar$/);
    await expect(fallbackNotice(page)).toHaveText("Showing 2025 — nothing in Mar 2026");
    // The year select went back to 2025, the year listed, though 2025 was its value before the pick too.
    await expect(year).toHaveValue("2025");
    await expect(month).toHaveValue("All");
    await expect(resultCount(page)).toHaveText("3 news items");
    // From there, a month of the year shown is an ordinary filter.
    await month.selectOption("Jan");
    await expect(page).toHaveURL(/\/News\?year=2025&month=Jan$/);
    await expect(itemTitles(page)).toHaveText(["Winter break extended"]);
    await expect(fallbackNotice(page)).toHaveCount(0);
  });

  test("then to all years", async ({ page }) => {
    await page.goto("/News?year=2024&month=Jan");
    await expect(fallbackNotice(page)).toHaveText("Showing all years — nothing in Jan 2024");
    await expect(resultCount(page)).toHaveText("6 news items");
    await expect(page.getByLabel("Year", { exact: true })).toHaveValue("All");
    await expect(page.getByLabel("Month")).toHaveValue("All");
  });

  test("a search that matches nothing anywhere says so in words", async ({ page }) => {
    await page.goto("/News?q=zzz");
    await expect(noMatch(page)).toHaveText("No news matches the selected year, month and search.");
    await expect(resultCount(page)).toHaveText("0 news items");
    await expect(itemTitles(page)).toHaveCount(0);
    await expect(fallbackNotice(page)).toHaveCount(0);
  });
});

test.describe("Upcoming Events", () => {
  test("opens on the school's current year, newest first", async ({ page }) => {
    const year = schoolYear();
    const expected = (listsBundle.events ?? [])
      .filter((event) => event.date.startsWith(`${year}-`))
      .sort((a, b) => (a.date < b.date ? 1 : -1))
      .map((event) => event.title);
    await page.goto("/Events");
    await expect(page.getByLabel("Year", { exact: true })).toHaveValue(String(year));
    await expect(itemTitles(page)).toHaveText(expected);
    await expect(resultCount(page)).toHaveText(`${expected.length} ${expected.length === 1 ? "event" : "events"}`);
    if (expected.length === 0) await expect(noMatch(page)).toBeVisible();
  });

  test("offers the months of the chosen year's events, and filters by them", async ({ page }) => {
    await page.goto("/Events?year=2024");
    await expect(resultCount(page)).toHaveText("3 events");
    await expect(itemTitles(page)).toHaveText(["Sports Day Finals", "SPORTS Day Heats", "Science Fair"]);
    await expectOptions(page.getByLabel("Month"), ["All", "Mar", "Jul"]);
    await expectOptions(page.getByLabel("Year", { exact: true }), ["All", "2027", "2026", "2025", "2024"]);

    await page.getByLabel("Month").selectOption("Mar");
    await expect(page).toHaveURL(/\/Events\?year=2024&month=Mar$/);
    await expect(itemTitles(page)).toHaveText(["SPORTS Day Heats", "Science Fair"]);

    await page.getByLabel("Year", { exact: true }).selectOption("All");
    await expect(page).toHaveURL(/\/Events\?year=All&month=Mar$/);
    await expectOptions(page.getByLabel("Month"), ["All", "Jan", "Mar", "Jul", "Aug", "Nov", "Dec"]);
  });

  test("the search ignores case", async ({ page }) => {
    await page.goto("/Events?year=2024");
    await page.getByLabel("Search by title").fill("sports");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/Events\?year=2024&month=All&q=sports$/);
    await expect(itemTitles(page)).toHaveText(["Sports Day Finals", "SPORTS Day Heats"]);
    await expect(resultCount(page)).toHaveText("2 events");
  });

  test("each event shows its date, time, venue, images and attachments", async ({ page }) => {
    await page.goto("/Events?year=2024&month=Mar&q=science");
    const event = page.locator(".list-item");
    await expect(event).toHaveCount(1);
    await expect(event.getByRole("heading", { level: 2 })).toHaveText("Science Fair");
    await expect(event.locator("time")).toHaveText("10.03.2024");
    await expect(event.locator("time")).toHaveAttribute("datetime", "2024-03-10");
    await expect(event.locator("dt")).toHaveText(["Date", "Time", "Venue"]);
    await expect(event.locator("dd")).toHaveText(["10.03.2024", "10:00 AM", "School Hall"]);
    await expect(event).toContainText("Projects by classes VI to IX.");
    await expect(event.locator(".event-item__images img")).toHaveCount(1);
    await expect(event.getByRole("link", { name: /^Attachment: Science Fair/ })).toHaveAttribute("target", "_blank");
  });

  test("a month with no events says so", async ({ page }) => {
    await page.goto("/Events?year=2025&month=Dec");
    await expect(noMatch(page)).toHaveText("No events match the selected year, month and search.");
    // The chosen month stays selectable even though no event falls in it.
    await expect(page.getByLabel("Month")).toHaveValue("Dec");
  });
});

test.describe("Upcoming Events photos on a phone (demo school, 2026: nine events, ten photos)", () => {
  test.use({ baseURL: demoSchoolUrl, viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  const isPhoto = (url: string) => /\/api\/image\/[0-9a-f]{64}\.jpg\?/.test(url);

  test("the first events' photos load on arrival, the others only as the visitor scrolls near them", async ({
    page,
  }) => {
    const requested = new Set<string>();
    page.on("request", (request) => {
      if (isPhoto(request.url())) requested.add(request.url());
    });
    await page.goto("/Events?year=2026");
    await page.waitForLoadState("networkidle");
    const photos = page.locator(".event-item__images li");
    await expect(photos).toHaveCount(10);
    // Three events load theirs at once; a screen further down nothing more is fetched yet.
    expect(requested.size).toBeGreaterThanOrEqual(3);
    expect(requested.size).toBeLessThanOrEqual(4);
    const titlesBefore = await page
      .locator(".list-item__title")
      .evaluateAll((titles) => titles.map((title) => title.getBoundingClientRect().top + window.scrollY));

    for (const photo of await photos.all()) {
      await photo.scrollIntoViewIfNeeded();
      const image = photo.locator("img");
      await expect(image).toHaveAttribute("alt", "");
      // Loaded, as the 320-wide AVIF a 1.75x phone needs for an 11rem box.
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc))
        .toMatch(/\?w=320&format=avif$/);
    }
    expect(requested.size).toBe(10);
    // Each deferred photo arrived in a box of its own size: nothing moved.
    const titlesAfter = await page
      .locator(".list-item__title")
      .evaluateAll((titles) => titles.map((title) => title.getBoundingClientRect().top + window.scrollY));
    expect(titlesAfter).toEqual(titlesBefore);
  });
});

test.describe("Upcoming Events photos without JavaScript", () => {
  test.use({ baseURL: demoSchoolUrl, javaScriptEnabled: false });

  test("every photo is in the page, lazily loaded by the browser", async ({ page }) => {
    await page.goto("/Events?year=2026");
    const images = page.locator(".event-item__images img");
    await expect(images).toHaveCount(10);
    for (const image of await images.all()) await expect(image).toHaveAttribute("loading", "lazy");
    await images.last().scrollIntoViewIfNeeded();
    await expect.poll(() => images.last().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });
});
