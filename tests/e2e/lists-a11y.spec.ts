import { axeViolations, demoSchoolUrl, listsSchoolUrl } from "./lists-helpers";
import { emptySchoolUrl } from "./servers";
import { expect, test } from "./test";

/** Every page of this change, in the states a visitor meets: full, filtered, fallen back, matching nothing, empty. */
const listPages = [
  "/News",
  "/News?year=2026&month=Mar",
  "/News?q=zzz",
  "/Events?year=2024",
  "/Events?year=2025&month=Dec",
  "/Gallery",
  "/Exhibitions?year=2025",
  "/Activities",
  "/SubGallery?id=lists-annual-day",
  "/TopperX",
  "/TopperX?session=2010-2011",
  "/TopperXII",
  "/Faculty",
  "/VideoGallery",
  "/PrincipalMessage",
];

const clubPages = [
  "/GreenClub",
  "/EnglishLiteraryClub",
  "/MusicClub",
  "/PerformingArtsClub",
  "/QuestClub",
  "/PiccasoClub",
  "/RamanujanClub",
];

const emptyPages = ["/News", "/Events", "/Gallery", "/TopperX", "/Faculty", "/VideoGallery", "/PrincipalMessage"];

test.describe("axe finds no WCAG 2.2 A/AA violation on the list pages", () => {
  for (const width of [1280, 390]) {
    test(`with content at ${width} px`, async ({ page }) => {
      // Twenty pages, each loaded and scanned: about 18 s alone, more on a busy machine.
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      for (const path of listPages) {
        await page.goto(`${listsSchoolUrl}${path}`);
        expect({ path, violations: await axeViolations(page) }).toEqual({ path, violations: [] });
      }
    });
  }

  test("on the club pages", async ({ page }) => {
    for (const path of clubPages) {
      await page.goto(`${demoSchoolUrl}${path}`);
      expect({ path, violations: await axeViolations(page) }).toEqual({ path, violations: [] });
    }
  });

  test("with the photo viewer open", async ({ page }) => {
    await page.goto(`${listsSchoolUrl}/SubGallery?id=lists-annual-day`);
    await page.getByRole("link", { name: "Annual Day Album, photo 2 of 3" }).click();
    await expect(page.getByRole("dialog", { name: "Photo viewer" })).toBeVisible();
    await expect(page.locator("dialog.viewer img")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("with placeholders (the empty school)", async ({ page }) => {
    for (const path of emptyPages) {
      await page.goto(`${emptySchoolUrl}${path}`);
      expect({ path, violations: await axeViolations(page) }).toEqual({ path, violations: [] });
    }
  });
});
