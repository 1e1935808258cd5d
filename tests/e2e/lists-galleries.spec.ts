import type { Page } from "@playwright/test";
import {
  demoSchoolUrl,
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

/** The viewer's photo: its group, named by its place in the album. */
const currentSlide = (page: Page) =>
  page.getByRole("dialog", { name: "Photo viewer" }).locator('[aria-roledescription="photo"]');

test.describe("Photo Gallery, Activities and Exhibitions", () => {
  test("each shows only its own category, newest first, with View More to the album", async ({ page }) => {
    await page.goto("/Gallery");
    await expect(resultCount(page)).toHaveText("3 albums");
    await expect(itemTitles(page)).toHaveText(["Annual Day Album", "Sports Meet Album", "Van Mahotsav Album"]);
    const first = page.locator(".tile").first();
    await expect(first.locator("time")).toHaveText("15.11.2025");
    await expect(first.locator("time")).toHaveAttribute("datetime", "2025-11-15");
    await expect(page.getByRole("link", { name: "View More Annual Day Album" })).toHaveAttribute(
      "href",
      "/SubGallery?id=lists-annual-day",
    );

    await page.goto("/Activities");
    await expect(resultCount(page)).toHaveText("2 albums");
    await expect(itemTitles(page)).toHaveText(["Inter-house Quiz", "Educational Trip"]);

    await page.goto("/Exhibitions?year=All");
    await expect(resultCount(page)).toHaveText("3 albums");
    await expect(itemTitles(page)).toHaveText(["Art Exhibition", "Maths Expo", "Science Exhibition"]);
  });

  test("the year, month and search filter, in the URL", async ({ page }) => {
    await page.goto("/Gallery");
    await page.getByLabel("Year", { exact: true }).selectOption("2025");
    await expect(page).toHaveURL(/\/Gallery\?year=2025&month=All$/);
    await expect(itemTitles(page)).toHaveText(["Annual Day Album", "Sports Meet Album"]);
    await page.getByLabel("Month").selectOption("Feb");
    await expect(page).toHaveURL(/\/Gallery\?year=2025&month=Feb$/);
    await expect(itemTitles(page)).toHaveText(["Sports Meet Album"]);
    await expect(resultCount(page)).toHaveText("1 album");

    await page.goto("/Activities?q=QUIZ");
    await expect(itemTitles(page)).toHaveText(["Inter-house Quiz"]);
    await page.goto("/Gallery?year=2024&month=Jan");
    await expect(noMatch(page)).toHaveText("No albums match the selected year, month and search.");
  });

  test("Exhibitions switch to the previous year when the chosen one has none", async ({ page }) => {
    await page.goto("/Exhibitions?year=2025");
    await expect(fallbackNotice(page)).toHaveText("Showing 2024 — nothing in 2025");
    await expect(itemTitles(page)).toHaveText(["Art Exhibition", "Maths Expo"]);
    await expect(resultCount(page)).toHaveText("2 albums");
    // The year select shows the year whose albums are listed.
    await expect(page.getByLabel("Year", { exact: true })).toHaveValue("2024");
    await expect(page.getByLabel("Month")).toHaveValue("All");
    // Only one year back: 2022 has none either, and the select keeps the year asked for.
    await page.goto("/Exhibitions?year=2023");
    await expect(fallbackNotice(page)).toHaveCount(0);
    await expect(noMatch(page)).toBeVisible();
    await expect(page.getByLabel("Year", { exact: true })).toHaveValue("2023");
  });

  test("Exhibitions open on the school's current year, or the previous one when only it has some", async ({ page }) => {
    const year = schoolYear();
    const has = (y: number) =>
      (listsBundle.galleries ?? []).some((album) => album.category === "Exhibitions" && album.date.startsWith(`${y}-`));
    const listed = has(year) || !has(year - 1) ? year : year - 1;
    await page.goto("/Exhibitions");
    await expect(page.getByLabel("Year", { exact: true })).toHaveValue(String(listed));
    await expect(fallbackNotice(page)).toHaveCount(listed === year ? 0 : 1);
  });
});

test.describe("an album (/SubGallery)", () => {
  test("shows title, dates, total photos, description, download link and the photos", async ({ page }) => {
    await page.goto("/SubGallery?id=lists-annual-day");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Album: Annual Day Album");
    await expect(page.locator(".facts dt")).toHaveText(["Event date", "Updated on", "Total photos"]);
    await expect(page.locator(".facts dd")).toHaveText(["15.11.2025", "20.11.2025", "3"]);
    await expect(page.locator(".facts time").first()).toHaveAttribute("datetime", "2025-11-15");
    await expect(page.getByRole("main")).toContainText("Dances, the choir and the prize distribution.");
    const download = page.getByRole("link", { name: /^Download the album/ });
    await expect(download).toHaveAttribute("href", "https://downloads.lists.example.in/annual-day.zip");
    await expect(download).toHaveAttribute("target", "_blank");
    const photos = page.locator(".photo-grid a");
    await expect(photos).toHaveCount(3);
    await expect(photos.nth(1).locator("img")).toHaveAttribute("alt", "Annual Day Album, photo 2 of 3");
  });

  test("without updated-on and url: the event date twice and no download link", async ({ page }) => {
    await page.goto("/SubGallery?id=lists-van-mahotsav");
    await expect(page.locator(".facts dd")).toHaveText(["05.07.2024", "05.07.2024", "1"]);
    await expect(page.getByRole("main").getByRole("link", { name: /^Download/ })).toHaveCount(0);
  });

  test("an unknown or missing id is the site's 404 page", async ({ page }) => {
    for (const path of ["/SubGallery?id=no-such-album", "/SubGallery", "/SubGallery?id=../etc"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle("Unexpected Application Error!");
      await expect(page.getByRole("main")).toContainText("404");
    }
  });

  test("the viewer loads only when used, then opens, moves with arrows, zooms and closes with Escape", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.goto("/SubGallery?id=lists-annual-day");
    // The page loads its islands (its module scripts and their preloads) and no other script: the
    // viewer itself is fetched when a photo is about to be used.
    const pageScripts = await page
      .locator("script[src], link[rel=modulepreload]")
      .evaluateAll((elements) =>
        elements.map((element) => (element as HTMLScriptElement).src || (element as HTMLLinkElement).href),
      );
    const islandFiles = () => requested.filter((url) => url.includes("/assets/islands/"));
    expect(islandFiles().filter((url) => !pageScripts.includes(url))).toEqual([]);
    expect(await page.locator("dialog.viewer").count()).toBe(0);

    const opener = page.getByRole("link", { name: "Annual Day Album, photo 1 of 3" });
    await opener.click();
    const viewer = page.getByRole("dialog", { name: "Photo viewer" });
    await expect(viewer).toBeVisible();
    await expect(viewer).toHaveAttribute("aria-modal", "true");
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "1 of 3");
    // The page behind is inert: focus cannot leave the viewer.
    await expect(page.locator("main")).toHaveAttribute("inert", "");
    await expect(page.getByRole("contentinfo", { includeHidden: true })).toHaveAttribute("inert", "");

    await page.keyboard.press("ArrowRight");
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "2 of 3");
    await page.keyboard.press("ArrowLeft");
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "1 of 3");

    const zoomOut = viewer.getByRole("button", { name: "Zoom out" });
    await expect(zoomOut).toBeDisabled();
    await viewer.getByRole("button", { name: "Zoom in" }).click();
    await expect(zoomOut).toBeEnabled();
    await expect
      .poll(() =>
        currentSlide(page)
          .locator("img")
          .evaluateAll((images) => {
            // The zoom wrapper scales the photo (a larger size may be preloading beside it): the largest scale.
            let scale = 1;
            for (const image of images) {
              for (let node: Element | null = image; node; node = node.parentElement) {
                const transform = getComputedStyle(node).transform;
                if (transform && transform !== "none") scale = Math.max(scale, new DOMMatrix(transform).a);
              }
            }
            return scale;
          }),
      )
      .toBeGreaterThan(1);

    // Tab and Shift+Tab go round the viewer's controls and never leave it.
    for (const key of ["Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      expect(await viewer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(viewer).toHaveCount(0);
    await expect(opener).toBeFocused();
    expect(islandFiles().filter((url) => !pageScripts.includes(url)).length).toBeGreaterThan(0);
    await expect(page.locator("main")).not.toHaveAttribute("inert", "");
  });

  test("the viewer opens from the keyboard too", async ({ page }) => {
    await page.goto("/SubGallery?id=lists-annual-day");
    const third = page.getByRole("link", { name: "Annual Day Album, photo 3 of 3" });
    await third.focus();
    await page.keyboard.press("Enter");
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "3 of 3");
    await page.getByRole("button", { name: "Close photo viewer" }).click();
    await expect(page.getByRole("dialog", { name: "Photo viewer" })).toHaveCount(0);
    await expect(third).toBeFocused();
  });
});

test.describe("club pages (the demo school's static photos)", () => {
  test.use({ baseURL: demoSchoolUrl });

  const clubs: Array<[string, string, string, number]> = [
    ["/GreenClub", "Green Club", "green", 2],
    ["/EnglishLiteraryClub", "English Literary Club", "english-literary", 3],
    ["/MusicClub", "Music Club", "music", 3],
    ["/PerformingArtsClub", "Performing Arts Club", "performing-arts", 16],
    ["/QuestClub", "Quest Club", "quest", 15],
    ["/PiccasoClub", "Picasso Club", "piccaso", 14],
    ["/RamanujanClub", "Ramanujan Club", "ramanujan", 8],
  ];

  for (const [path, name, folder, count] of clubs) {
    test(`${path} shows exactly ${count} photos`, async ({ page, request }) => {
      await page.goto(path);
      const photos = page.locator(".photo-grid img");
      await expect(photos).toHaveCount(count);
      await expect(photos.first()).toHaveAttribute(
        "src",
        new RegExp(`/api/image/demo/public/clubs/${folder}/01\\.jpg`),
      );
      await expect(photos.last()).toHaveAttribute("alt", `${name}, photo ${count} of ${count}`);
      const last = String(count).padStart(2, "0");
      expect((await request.get(`/api/image/demo/public/clubs/${folder}/${last}.jpg`)).status()).toBe(200);
    });
  }

  test("a club photo opens in the viewer", async ({ page }) => {
    await page.goto("/QuestClub");
    await page.getByRole("link", { name: "Quest Club, photo 15 of 15" }).click();
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "15 of 15");
    await page.keyboard.press("ArrowRight");
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "1 of 15");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Photo viewer" })).toHaveCount(0);
  });
});
