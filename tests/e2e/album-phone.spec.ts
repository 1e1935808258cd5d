import type { Page } from "@playwright/test";
import { phonePhoto } from "#tests/photo-fixture";
import { adminUrl, createStaff, signInWithPassword } from "./admin-helpers";
import { axeViolations, describeViolations } from "./axe";
import { expect, test } from "./test";

/**
 * Issue 23 point 3, an album of 40 photos on a 390 px phone by touch: "Add photos" at the top, a
 * compact grid of at least three tiles a row, the whole album within six screen heights, select
 * all and mark the selection decorative in one step, and describing in a sheet that steps from
 * photo to photo.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function expectNoAxeViolations(page: Page, where: string) {
  expect(describeViolations(where, await axeViolations(page))).toEqual([]);
}

async function expectNoSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** Photos no other run has sent (the same bytes would be taken as a duplicate): each its own size and colour. */
async function fortyPhotos() {
  const seed = Date.now() % 0xffff;
  return Promise.all(
    Array.from({ length: 40 }, async (_, index) => ({
      name: `IMG_${String(seed + index).padStart(5, "0")}.jpg`,
      mimeType: "image/jpeg",
      buffer: await phonePhoto({
        width: index % 3 === 0 ? 300 : 400 + (seed % 50),
        height: index % 3 === 0 ? 400 + index : 300 + index,
        background: `#${((seed * 7919 + index * 104729) % 0xffffff).toString(16).padStart(6, "0")}`,
      }),
    })),
  );
}

test("a 40-photo album fits in six screens, is marked decorative in one step and described photo by photo", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const editor = await createStaff(request, "phone-album", "editor");
  await signInWithPassword(page, editor);
  const title = `Annual Day ${Date.now().toString(36)}`;
  // An album is made in the generic editor (decision 0101).
  await page.goto(`${adminUrl}/admin/content/galleries/new`);
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Date of the event").fill("2026-11-20");
  await page.getByRole("button", { name: "Save draft" }).tap();
  await page.waitForURL(/\/admin\/content\/galleries\/[\w-]+\?saved$/);

  // "Add photos" is on the first screen, above the details.
  const addPhotos = page.getByRole("heading", { level: 2, name: "Add photos" });
  const addTop = (await addPhotos.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
  expect(addTop).toBeLessThan(844);
  const detailsTop = (await page.getByLabel("Title").boundingBox())?.y ?? 0;
  expect(addTop).toBeLessThan(detailsTop);

  await page.getByLabel(`Photos for ${title}`).setInputFiles(await fortyPhotos());
  await expect(page.getByRole("status").filter({ hasText: "40 of 40 photos uploaded." })).toBeVisible({
    timeout: 180_000,
  });
  await expect(page.getByRole("heading", { name: "Photos (40)" })).toBeVisible();
  const tiles = page.locator(".admin-tile");
  await expect(tiles).toHaveCount(40);
  await expect(page.getByRole("button", { name: /^Describe photo \d+ of 40/ })).toHaveCount(40);

  // At least three tiles a row, and the whole album within six screen heights.
  const rowTops = await tiles.evaluateAll((items) => items.slice(0, 3).map((item) => item.getBoundingClientRect().top));
  expect(new Set(rowTops).size, "the first three photos share a row").toBe(1);
  const { height, screen } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    screen: window.innerHeight,
  }));
  await page.screenshot({ path: ".tmp/album-phone-grid.png", fullPage: true });
  expect(height, `the album page is ${height} px for a ${screen} px screen`).toBeLessThanOrEqual(6 * screen);
  await expectNoSideways(page);
  await expectNoAxeViolations(page, "the album of 40 photos");

  // A refused publish names the photos still to describe; each link opens the sheet at its photo.
  await page.getByRole("button", { name: "Publish", exact: true }).tap();
  const refusal = page.getByRole("alert").filter({ hasText: "cannot be published yet" });
  await expect(refusal.getByRole("link")).toHaveCount(40);
  await refusal.getByRole("link").nth(4).tap();
  const fifth = page.getByRole("dialog", { name: "Photo 5 of 40" });
  await expect(fifth).toBeVisible();
  await expect(fifth.getByLabel("Description (alt text)")).toBeFocused();
  await fifth.getByRole("button", { name: "Close the photo's description" }).tap();
  await expect(fifth).toBeHidden();

  // Select all, then one step marks all 40 decorative.
  await page.getByRole("checkbox", { name: "Select all" }).tap();
  await expect(page.getByText("All 40 photos selected.")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /^Select photo/, checked: true })).toHaveCount(40);
  await page.getByRole("button", { name: "Mark selected as decorative" }).tap();
  await expect(page.getByText("The selected 40 photos are marked decorative.")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Decorative photo \d+ of 40/ })).toHaveCount(40);
  await expect(page.getByText("No photo selected.")).toBeVisible();

  // Photo 2 is described in the sheet, which steps to photo 3 and back without losing the words.
  await page.getByRole("button", { name: /^Decorative photo 2 of 40/ }).tap();
  const sheet = page.getByRole("dialog", { name: "Photo 2 of 40" });
  await expect(sheet).toBeVisible();
  await page.screenshot({ path: ".tmp/album-phone-sheet-open.png" });
  await sheet.getByRole("checkbox", { name: /^Decorative/ }).tap();
  await sheet.getByLabel("Description (alt text)").fill("The choir on the stage, in white");
  await sheet.getByRole("textbox", { name: "Caption" }).fill("Senior choir");
  await expectNoAxeViolations(page, "the describing sheet");
  await expectNoSideways(page);
  await page.screenshot({ path: ".tmp/album-phone-sheet.png" });
  await sheet.getByRole("button", { name: "Next" }).tap();
  const third = page.getByRole("dialog", { name: "Photo 3 of 40" });
  await expect(third).toBeVisible();
  await expect(third.getByLabel("Description (alt text)")).toHaveValue("");
  await expect(third.getByRole("checkbox", { name: /^Decorative/ })).toBeChecked();
  await third.getByRole("button", { name: "Previous" }).tap();
  await expect(sheet).toBeVisible();
  await expect(sheet.getByLabel("Description (alt text)")).toHaveValue("The choir on the stage, in white");
  await sheet.getByRole("button", { name: "Save descriptions" }).tap();
  await expect(page.getByText("The photos are saved.")).toBeVisible();
  await sheet.getByRole("button", { name: "Close the photo's description" }).tap();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole("button", { name: /^Described photo 2 of 40/ })).toBeVisible();

  // Saved: after a reload the sheet shows the words, and the album may be published.
  await page.reload();
  await page.getByRole("button", { name: /^Described photo 2 of 40/ }).tap();
  await expect(
    page.getByRole("dialog", { name: "Photo 2 of 40" }).getByRole("textbox", { name: "Caption" }),
  ).toHaveValue("Senior choir");
  await page.keyboard.press("Escape");

  // Words typed and not saved yet outlive saving the album's details.
  await page.getByRole("button", { name: /^Decorative photo 3 of 40/ }).tap();
  const typing = page.getByRole("dialog", { name: "Photo 3 of 40" });
  await typing.getByRole("textbox", { name: "Caption" }).fill("Junior choir");
  await typing.getByRole("button", { name: "Close the photo's description" }).tap();
  await expect(page.getByText("Not saved yet.")).toBeVisible();
  await page.getByRole("button", { name: "Save draft" }).tap();
  await expect(page.getByText("Draft saved. The site still shows")).toBeVisible();
  await page.getByRole("button", { name: /^Decorative photo 3 of 40/ }).tap();
  await expect(typing.getByRole("textbox", { name: "Caption" })).toHaveValue("Junior choir");
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Publish", exact: true }).tap();
  await expect(page.getByText("Published.")).toBeVisible();
});
