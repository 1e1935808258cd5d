import type { Page } from "@playwright/test";
import { defaultSessionYear, schoolToday } from "#domain/school-date";
import { expectOptions, itemTitles, listsBundle, listsSchoolUrl, noMatch, resultCount } from "./lists-helpers";
import { expect, test } from "./test";

test.use({ baseURL: listsSchoolUrl });

const names = (page: Page) => page.locator(".person-card__name");

test.describe("Achievers (/TopperX, /TopperXII)", () => {
  test("X opens on previous-to-current session (or the newest with toppers), marks descending", async ({ page }) => {
    const sessions = new Set((listsBundle.toppers ?? []).filter((t) => t.class === "X").map((t) => t.sessionYear));
    const preferred = defaultSessionYear(schoolToday("Asia/Kolkata"));
    const expected = sessions.has(preferred) ? preferred : [...sessions].sort().pop();
    expect(expected).toBe("2025-2026");

    await page.goto("/TopperX");
    await expect(page.getByLabel("Session Year")).toHaveValue("2025-2026");
    await expectOptions(page.getByLabel("Session Year"), ["2025-2026", "2023-2024"]);
    await expect(names(page)).toHaveText(["Ishita Agarwal", "Kabir Singh", "Sneha Yadav", "Riya Gupta"]);
    const first = page.locator(".person-card").first();
    await expect(first).toContainText("97.2%");
    await expect(first).toContainText("General");
    await expect(first.locator("img")).toHaveAttribute("src", /\/api\/image\/[0-9a-f]{64}\.jpg/);
    await expect(resultCount(page)).toHaveText("4 toppers");
  });

  test("XII has no toppers in the current session: the newest session with toppers is selected", async ({ page }) => {
    await page.goto("/TopperXII");
    await expect(page.getByLabel("Session Year")).toHaveValue("2019-2020");
    // 91.5% before 455/500 (91%).
    await expect(names(page)).toHaveText(["Meera Joshi", "Farhan Ali"]);
  });

  test("the session select and the name search filter, in the URL", async ({ page }) => {
    await page.goto("/TopperX");
    await page.getByLabel("Session Year").selectOption("2023-2024");
    await expect(page).toHaveURL(/\/TopperX\?session=2023-2024$/);
    await expect(names(page)).toHaveText(["Aryan Maurya"]);

    await page.goto("/TopperX");
    await page.getByLabel("Search by name").fill("SINGH");
    await page.getByLabel("Search by name").press("Enter");
    await expect(page).toHaveURL(/\/TopperX\?session=2025-2026&q=SINGH$/);
    await expect(names(page)).toHaveText(["Kabir Singh"]);
  });

  test("says 'No data available for the selected session year' when nothing matches", async ({ page }) => {
    await page.goto("/TopperX?session=2010-2011");
    await expect(noMatch(page)).toHaveText("No data available for the selected session year");
    await expect(names(page)).toHaveCount(0);
    await page.goto("/TopperXII?q=nobody");
    await expect(noMatch(page)).toHaveText("No data available for the selected session year");
  });
});

test.describe("Faculty", () => {
  test("is a table of serial number, name and designation, by order ascending", async ({ page }) => {
    await page.goto("/Faculty");
    const table = page.getByRole("table", { name: "Teachers and staff of the school" });
    await expect(table.getByRole("columnheader")).toHaveText(["S. No.", "Name", "Designation"]);
    await expect(table.locator("thead th")).toHaveCount(3);
    for (const header of await table.locator("th").all()) await expect(header).toHaveAttribute("scope", "col");
    const rows = table.locator("tbody tr");
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(0).getByRole("cell")).toHaveText(["1", "Mr. Anil Kumar", "Principal"]);
    await expect(rows.nth(1).getByRole("cell")).toHaveText(["2", "Dr. Bharat Singh", "Vice Principal"]);
    await expect(rows.nth(2).getByRole("cell")).toHaveText(["3", "Mrs. Chitra Rao", "TGT English"]);
    // Order 10 after order 3: numbers, not text.
    await expect(rows.nth(3).getByRole("cell")).toHaveText(["4", "Ms. Deepa Nair", "PRT"]);
  });
});

test.describe("Video Gallery", () => {
  /** Any request the page makes to YouTube's image host fails the test: thumbnails come from our server. */
  function refuseYoutubeImages(page: Page): string[] {
    const contacted: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).hostname.endsWith("ytimg.com")) contacted.push(request.url());
    });
    return contacted;
  }

  test("offers All and the video years newest first; a year shows only its videos", async ({ page }) => {
    await page.goto("/VideoGallery");
    const year = page.getByLabel("Year");
    await expectOptions(year, ["All", "2026", "2025", "2024"]);
    await expect(year).toHaveValue("All");
    await expect(resultCount(page)).toHaveText("4 videos");
    await expect(itemTitles(page)).toHaveText([
      "Science Exhibition 2026",
      "Campus Tour",
      "Annual Day 2024 Highlights",
      "Independence Day 2024",
    ]);
    await year.selectOption("2024");
    await expect(page).toHaveURL(/\/VideoGallery\?year=2024$/);
    await expect(itemTitles(page)).toHaveText(["Annual Day 2024 Highlights", "Independence Day 2024"]);
    await expect(resultCount(page)).toHaveText("2 videos");
  });

  test("cards open the video in a new tab, with a thumbnail from our own server", async ({ page }) => {
    const contacted = refuseYoutubeImages(page);
    await page.goto("/VideoGallery");
    for (const video of listsBundle.videos ?? []) {
      const card = page.getByRole("link", { name: new RegExp(`^${video.title}`) });
      await expect(card).toHaveAttribute("href", video.videoUrl);
      await expect(card).toHaveAttribute("target", "_blank");
      await expect(card).toHaveAttribute("rel", /noopener/);
      await expect(card).toContainText("(opens in a new tab)");
    }
    const youtube = page.getByRole("link", { name: /^Science Exhibition 2026/ });
    await expect(youtube.locator("time")).toHaveText("19.09.2026");
    await expect(youtube.locator("time")).toHaveAttribute("datetime", "2026-09-19");
    // YouTube links: the still of that video id, through the image service, in AVIF/WebP/JPEG.
    await expect(youtube.locator("img")).toHaveAttribute("src", "/api/image/lists/youtube/Xe4gN8pD2yK.jpg?w=480");
    await expect(youtube.locator('source[type="image/avif"]')).toHaveAttribute(
      "srcset",
      "/api/image/lists/youtube/Xe4gN8pD2yK.jpg?w=320&format=avif 320w, /api/image/lists/youtube/Xe4gN8pD2yK.jpg?w=480&format=avif 480w",
    );
    await expect(page.getByRole("link", { name: /^Independence Day 2024/ }).locator("img")).toHaveAttribute(
      "src",
      "/api/image/lists/youtube/Z8mR4wYp1cE.jpg?w=480",
    );
    // Any other link: the school's placeholder.
    await expect(page.getByRole("link", { name: /^Campus Tour/ }).locator("img")).toHaveAttribute(
      "src",
      "/api/image/lists/public/placeholder.jpg?w=480",
    );
    expect(contacted).toEqual([]);
  });

  test("offline (YouTube unreachable from the server), every card shows an image and nothing fails", async ({
    page,
  }) => {
    // This machine has no internet: the server's fetch fails and it answers the placeholder.
    const contacted = refuseYoutubeImages(page);
    const failed: string[] = [];
    // Images only: the footer's map frame cannot load on this offline machine either.
    page.on("requestfailed", (request) => {
      if (request.resourceType() === "image") failed.push(request.url());
    });
    page.on("response", (response) => {
      if (response.request().resourceType() === "image" && response.status() >= 400) {
        failed.push(`${response.status()} ${response.url()}`);
      }
    });
    const errors: string[] = [];
    page.on("console", (message) => {
      const source = message.location().url;
      if (message.type() === "error" && /\/api\/image\/|ytimg/.test(source)) errors.push(`${message.text()} ${source}`);
    });
    await page.goto("/VideoGallery");
    const images = page.locator(".tile img");
    await expect(images).toHaveCount(4);
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
    const still = await page.request.get("/api/image/lists/youtube/Xe4gN8pD2yK.jpg?w=320&format=webp");
    expect(still.status()).toBe(200);
    expect(still.headers()["content-type"]).toBe("image/webp");
    expect(still.headers()["cache-control"]).toBe("public, max-age=600");
    expect({ contacted, failed, errors }).toEqual({ contacted: [], failed: [], errors: [] });
  });

  test("a malformed video id is refused like any other missing file", async ({ page }) => {
    for (const path of ["/api/image/lists/youtube/short.jpg", "/api/image/lists/youtube/Xe4gN8pD2yK.png"]) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "not_found", message: "File not found." } });
    }
  });
});

test.describe("Principal's Message", () => {
  test("shows the first message: photo, HTML message, name and category", async ({ page }) => {
    await page.goto("/PrincipalMessage");
    const main = page.getByRole("main");
    await expect(main.locator(".principal-page__message strong")).toHaveText("Lists Test School");
    await expect(main.locator(".principal-page__message p")).toHaveCount(2);
    await expect(main.locator(".principal-page__name")).toHaveText("Dr. Test Principal");
    await expect(main.locator(".principal-page__designation")).toHaveText("Principal");
    const photo = main.getByRole("img", { name: "Photo of the principal: Dr. Test Principal" });
    await expect(photo).toHaveAttribute("src", /\/api\/image\/[0-9a-f]{64}\.jpg/);
  });
});
