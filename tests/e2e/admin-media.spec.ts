import type { Page } from "@playwright/test";
import { heicHeader, phonePhoto } from "#tests/photo-fixture";
import { adminUrl, createStaff, signInWithPassword } from "./admin-helpers";
import { axeViolations, describeViolations } from "./axe";
import { expect, test } from "./test";

/** Creates an album in the generic editor (decision 0101) and answers its edit screen's address. */
async function createAlbum(page: Page, title: string): Promise<string> {
  await page.goto(`${adminUrl}/admin/content/galleries/new`);
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Date of the event").fill("2026-11-20");
  await page.getByLabel("Category").selectOption("PhotoGallery");
  await page.getByLabel("Description").fill("The whole school on the field.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await page.waitForURL(/\/admin\/content\/galleries\/[\w-]+\?saved$/);
  return page.url().replace(/\?saved$/, "");
}

/** The notice of a saved draft (the autosave's status line says "Draft saved at …" too). */
const draftSaved = "Draft saved. The site still shows";

let photoCount = 0;
/**
 * Photos no other test of the run has sent (the demo server keeps its data for the whole run, and
 * the same bytes would be noticed as a duplicate): each of its own size and colour.
 */
async function photoFiles(count: number, prefix: string) {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      photoCount += 1;
      const seed = (Date.now() + photoCount * 7919) % 0xffffff;
      return {
        name: `${prefix}-${index + 1}.jpg`,
        mimeType: "image/jpeg",
        buffer: await phonePhoto({
          width: 400 + photoCount,
          height: 300,
          background: `#${seed.toString(16).padStart(6, "0")}`,
        }),
      };
    }),
  );
}

/** The file name of the photo at `place` in the album's grid, from its tile's words ("Describe photo 1 of 3, a.jpg"). */
async function photoNameAt(page: Page, place: number): Promise<string> {
  return (await page.locator(".admin-tile-open").nth(place).textContent())?.split(", ").slice(1).join(", ") ?? "";
}

async function expectNoViolations(page: Page, where: string, width: number) {
  const problems = describeViolations(where, await axeViolations(page));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${where} is wider than ${width} px`).toBeLessThanOrEqual(0);
  expect(problems).toEqual([]);
}

test("an editor uploads a batch with progress bars, describes the photos, publishes the album and sees it on /Gallery and its club page", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const editor = await createStaff(request, "media-editor", "editor");
  await signInWithPassword(page, editor);
  const title = `Sports Day ${Date.now().toString(36)}`;
  const albumUrl = await createAlbum(page, title);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.getByLabel("Club page").selectOption({ label: "Green Club" });
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(draftSaved)).toBeVisible();

  // Three photos and an iPhone photo renamed .jpg, picked at once.
  const photos = await photoFiles(3, "sports");
  await page
    .getByLabel(`Photos for ${title}`)
    .setInputFiles([...photos, { name: "IMG_7781.jpg", mimeType: "image/jpeg", buffer: heicHeader() }]);
  const bars = page.getByRole("progressbar");
  await expect(bars).toHaveCount(4);
  for (const photo of photos)
    await expect(page.getByRole("progressbar", { name: `Upload of ${photo.name}` })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "3 of 4 photos uploaded, 1 failed." })).toBeVisible();
  for (const photo of photos) {
    await expect(page.getByRole("progressbar", { name: `Upload of ${photo.name}` })).toHaveAttribute("value", "100");
  }
  await expect(page.getByText(/^IMG_7781\.jpg is a HEIC photo/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Retry IMG_7781.jpg" })).toBeVisible();

  // The album shows them once the batch has settled.
  await expect(page.getByRole("heading", { name: "Photos (3)" })).toBeVisible();

  // Publishing with undescribed photos is refused, naming them.
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "cannot be published yet" });
  await expect(refusal).toContainText("sports-1.jpg: this photo has no description");
  await expect(refusal.getByRole("link")).toHaveCount(3);

  // Described in the sheet, which steps from photo to photo; the third is selected and marked decorative.
  await page.getByRole("button", { name: /^Describe photo 1 of 3/ }).click();
  const sheet = page.getByRole("dialog");
  await expect(sheet).toHaveAccessibleName("Photo 1 of 3");
  await sheet.getByLabel("Description (alt text)").fill("Runners crossing the finish line");
  await sheet.getByRole("textbox", { name: "Caption" }).fill("The 100 m final");
  await sheet.getByRole("button", { name: "Next" }).click();
  await expect(sheet).toHaveAccessibleName("Photo 2 of 3");
  await sheet.getByLabel("Description (alt text)").fill("Parents cheering from the stands");
  await sheet.getByRole("button", { name: "Close the photo's description" }).click();
  await page.getByRole("checkbox", { name: /^Select photo 3:/ }).check();
  await page.getByRole("button", { name: "Mark selected as decorative" }).click();
  await expect(page.getByText("The selected photo is marked decorative.")).toBeVisible();
  await page.getByRole("button", { name: /^Described photo 1 of 3/ }).click();
  await expect(sheet.getByLabel("Description (alt text)")).toHaveValue("Runners crossing the finish line");

  // Reordered by keyboard in the sheet: the first photo moves down, the sheet follows it, and its
  // button keeps the focus. (Photos join the album as they arrive, two at a time, so the first is
  // whichever came first.)
  const first = await photoNameAt(page, 0);
  await expect(sheet.getByRole("button", { name: "Move down photo 1" })).toBeEnabled();
  await sheet.getByRole("button", { name: "Move down photo 1" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Photo moved to place 2 of 3.")).toBeVisible();
  await expect.poll(() => photoNameAt(page, 1)).toBe(first);
  await expect(sheet).toHaveAccessibleName("Photo 2 of 3");
  await expect(page.locator("#move-down-1")).toBeFocused();
  // The cover is the decorative one, so the album's first photo is it.
  await sheet.getByRole("button", { name: "Next" }).click();
  await sheet.getByRole("checkbox", { name: "Cover of the album" }).check();
  await sheet.getByRole("button", { name: "Save descriptions" }).click();
  await expect(page.getByText("The photos are saved.")).toBeVisible();
  await sheet.getByRole("button", { name: "Close the photo's description" }).click();

  // Reordered by dragging: the third photo dropped on the first's place is first, and saved.
  const third = await photoNameAt(page, 2);
  // A native drag does not scroll: both photos must be in view.
  await page.setViewportSize({ width: 1366, height: 2000 });
  await page.locator(".admin-tile").nth(1).scrollIntoViewIfNeeded();
  const saved = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().includes("/admin/content/galleries/"),
  );
  await page.locator(".admin-photo-thumb").nth(2).dragTo(page.locator(".admin-photo-thumb").nth(0));
  await expect.poll(() => photoNameAt(page, 0)).toBe(third);
  await saved;
  await page.reload();
  expect(await photoNameAt(page, 0)).toBe(third);

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Published.")).toBeVisible();
  // The album's page is /SubGallery?id=<its item's id>.
  const albumPath = `/SubGallery?id=${albumUrl.split("/").at(-1)}`;

  await page.goto(`${adminUrl}/Gallery`);
  await expect(page.getByRole("link", { name: new RegExp(title) }).first()).toBeVisible();
  await page.goto(`${adminUrl}${albumPath}`);
  await expect(page.getByRole("img", { name: "Runners crossing the finish line" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Parents cheering from the stands" })).toBeVisible();
  await expect(page.getByText("The 100 m final")).toBeVisible();
  expect(page.url()).not.toBe(albumUrl);

  // The club chosen for it shows the album's three photos in place of its two built-in ones.
  await page.goto(`${adminUrl}/GreenClub`);
  await expect(page.locator(".photo-grid img")).toHaveCount(3);
  await expect(page.getByRole("img", { name: "Runners crossing the finish line" })).toBeVisible();
  await expect(page.getByText("The 100 m final")).toBeVisible();

  // Taken back, and published again: the club shows its built-in photos once more.
  await page.goto(albumUrl);
  await page.getByLabel("Club page").selectOption({ label: "None" });
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(draftSaved)).toBeVisible();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Published.")).toBeVisible();
  await page.goto(`${adminUrl}/GreenClub`);
  await expect(page.locator(".photo-grid img")).toHaveCount(2);
  await expect(page.getByRole("link", { name: "Green Club, photo 2 of 2" })).toBeVisible();
});

for (const width of [390, 1366]) {
  test(`the album screens have no axe violation at ${width} px`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const editor = await createStaff(request, "media-a11y", "editor");
    await signInWithPassword(page, editor);
    await page.goto(`${adminUrl}/admin/content/galleries`);
    await expectNoViolations(page, "/admin/content/galleries", width);
    await createAlbum(page, `Axe album ${width} ${Date.now().toString(36)}`);
    await expectNoViolations(page, "/admin/content/galleries/:id (empty)", width);

    await page
      .getByLabel(/^Photos for /)
      .setInputFiles([
        ...(await photoFiles(2, `axe-${width}`)),
        { name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("just text") },
      ]);
    await expect(page.getByText("2 of 3 photos uploaded, 1 failed.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Photos (2)" })).toBeVisible();
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "cannot be published yet" })).toBeVisible();
    await expectNoViolations(page, "/admin/content/galleries/:id (photos, refusal)", width);

    // A photo taken out of the album is an upload in no album, which can be deleted to make room.
    const name = await photoNameAt(page, 0);
    await page.getByRole("checkbox", { name: /^Select photo 1:/ }).check();
    await page.getByRole("button", { name: "Take selected out of the album" }).click();
    await expect(page.getByRole("heading", { name: "Photos (1)" })).toBeVisible();
    // Its old address leads to the albums' list, which lists it.
    await page.goto(`${adminUrl}/admin/albums`);
    await page.waitForURL(`${adminUrl}/admin/content/galleries`);
    await expect(page.getByRole("button", { name: `Delete ${name}` })).toBeVisible();
    await expectNoViolations(page, "/admin/content/galleries (uploads in no album)", width);
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    await expect(page.getByText(`${name} is deleted.`)).toBeVisible();

    await page.goto(`${adminUrl}/admin/hero-slides`);
    await expectNoViolations(page, "/admin/hero-slides", width);
  });
}

test("an editor replaces the last hero slides with a batch and reorders them by keyboard", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const editor = await createStaff(request, "media-slides", "editor");
  await signInWithPassword(page, editor);
  // The old address leads to the generic editor's screen of the hero slides (decision 0102).
  await page.goto(`${adminUrl}/admin/hero-slides`);
  await expect(page).toHaveURL(/\/admin\/content\/heroSlides\/profile$/);
  await page.getByLabel("Put the first photo in").selectOption("13");
  await page.getByLabel("New photos for the slides").setInputFiles(await photoFiles(3, "slide"));
  await expect(page.getByText("2 of 3 photos uploaded, 1 failed.")).toBeVisible();
  await expect(page.getByText(/^slide-3\.jpg: there are only 14 slides/)).toBeVisible();

  const slide = async (slot: number) =>
    (await request.get(`${adminUrl}/api/image/demo/public/slides/slide-${slot}.jpg?v=${Date.now()}`)).body();
  const fourteenth = await slide(14);
  await expect(page.getByRole("button", { name: "Move up slide 14" })).toBeEnabled();
  await page.getByRole("button", { name: "Move up slide 14" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Slide moved to place 13 of 14.")).toBeVisible();
  await expect(page.locator("#slide-up-12")).toBeFocused();
  expect(await slide(13)).toEqual(fourteenth);

  // A description, saved, travels with its slide when it moves, and Home says it.
  await page.getByLabel("Description of slide 13").fill("Relay runners passing the baton");
  // The generic editor's Save (decision 0102).
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Saved. The site shows it now.")).toBeVisible();
  await page.getByRole("button", { name: "Move up slide 13" }).click();
  await expect(page.getByText("Slide moved to place 12 of 14.")).toBeVisible();
  await expect(page.getByLabel("Description of slide 12")).toHaveValue("Relay runners passing the baton");
  await expect(page.getByLabel("Description of slide 13")).toHaveValue("");
  await page.goto(`${adminUrl}/`);
  await expect(page.locator('.hero img[alt="Relay runners passing the baton"]')).toHaveCount(1);
  await expect(page.locator('.hero img[alt="School life photo 13"]')).toHaveCount(1);
});
