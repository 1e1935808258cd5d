import type { Page } from "@playwright/test";
import { adminUrl, createStaff, signInWithPassword } from "./admin-helpers";
import { axeViolations, describeViolations } from "./axe";
import { expect, test } from "./test";

/**
 * Issue 23's office tasks, on a 390 px phone by touch, on the demo server: the office's own
 * certificate list (columns by their headers), one class's birthday CSV (added, not replacing
 * the school's list), and the public album grid (whole photos, not cropped tiles).
 */

test.describe.configure({ timeout: 60_000 });
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** A small but real PDF. */
function pdf(label: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n` +
      `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 72 72]>>endobj\n% ${label}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}

async function expectNoSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

async function expectNoAxeViolations(page: Page, where: string) {
  expect(describeViolations(where, await axeViolations(page))).toEqual([]);
}

test("the office's certificate list is read by its headers, a File Name column included", async ({ page, request }) => {
  const editor = await createStaff(request, "phone-certificates", "editor");
  await signInWithPassword(page, editor);
  const stamp = Date.now().toString(36).toUpperCase();
  const [first, second] = [`PH/${stamp}/01`, `PH/${stamp}/02`];
  // The office's export: a serial number, the name before the admission number, and each file's name.
  const csv = `Sr No,Student Name,Adm No,File Name\n1,Kavya Nair,${first},scan 0001.pdf\n2,Arjun Menon,${second},\n`;

  await page.goto(`${adminUrl}/admin/records/certificates/bulk`);
  await page
    .getByLabel("CSV file")
    .setInputFiles({ name: "office.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByLabel("Certificate files, or one ZIP of them").setInputFiles([
    { name: "scan 0001.pdf", mimeType: "application/pdf", buffer: pdf(first) },
    { name: `${second.replaceAll("/", "-")}.pdf`, mimeType: "application/pdf", buffer: pdf(second) },
  ]);
  await page.getByRole("button", { name: "Check the files" }).tap();

  await expect(page.getByRole("status")).toContainText("2 certificates matched. Nothing is saved yet.");
  await expect(
    page.getByText(
      "Read “Adm No” as the admission number, “Student Name” as the student's name and “File Name” as the file name.",
    ),
  ).toBeVisible();
  const matched = page.getByRole("table", { name: "Matched: these will be saved" });
  await expect(matched).toContainText("scan 0001.pdf");
  await expectNoSideways(page);
  await expectNoAxeViolations(page, "the certificates' report");

  await page.getByRole("button", { name: "Save 2 matched certificates" }).tap();
  await expect(page.getByText("2 certificates saved: 2 added, 0 replaced.")).toBeVisible();
});

test("one class's birthday CSV is added to the list; replacing the list says first what it removes", async ({
  page,
  request,
}) => {
  const editor = await createStaff(request, "phone-birthdays", "editor");
  await signInWithPassword(page, editor);
  type Stored = { name: string; class: string; date: string };
  const stored = async (): Promise<Stored[]> =>
    (await (await page.request.get(`${adminUrl}/api/admin/schools/demo/birthdays`)).json()).data;
  const original = await stored();
  const line = (entry: Stored) => {
    const [month, day] = entry.date.split("-");
    return `"${entry.name}",${entry.class},${day}-${month}-2016`;
  };
  // One class of the demo school, and a newcomer in it; born on 29 February, so no Home carousel today shows them.
  const klass = original[0]?.class ?? "V-A";
  const ofClass = original.filter((entry) => entry.class === klass);
  const newcomer = { name: `Phone Child ${Date.now().toString(36)}`, class: klass, date: "02-29" };
  const csv = ["Name,Class,Date of Birth", ...ofClass.map(line), line(newcomer)].join("\r\n");

  await page.goto(`${adminUrl}/admin/records/birthdays`);
  await page
    .getByLabel("CSV file")
    .setInputFiles({ name: "class.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Preview" }).tap();
  await expect(page.getByRole("heading", { name: "Preview" })).toBeVisible();

  const merge = page.getByRole("radio", { name: /^Add and update/ });
  await expect(merge).toBeChecked();
  await expect(merge).toHaveAccessibleName(
    /1 student added, 0 birthdays corrected, \d+ already listed .*Nobody is removed/,
  );
  // Before, this file replaced the whole school's list, and the preview said nothing of it.
  const others = original.length - ofClass.length;
  await expect(page.getByRole("radio", { name: /^Replace the whole list/ })).toHaveAccessibleName(
    new RegExp(`Removes ${others} birthdays not in the file \\(`),
  );
  await expectNoSideways(page);
  await expectNoAxeViolations(page, "the birthdays' preview");

  await page.getByRole("button", { name: /^Import \d+ rows$/ }).tap();
  try {
    await expect(page.getByText("Birthdays imported: 1 added, 0 updated, none removed.")).toBeVisible();
    const after = await stored();
    expect(after).toHaveLength(original.length + 1);
    expect(after.find((entry) => entry.name === newcomer.name)).toMatchObject({ class: klass, date: "02-29" });
  } finally {
    // Back as it was, through the replacement (the newcomer goes, everyone else is kept).
    const replaced = await page.request.post(`${adminUrl}/api/admin/schools/demo/birthdays/import`, {
      headers: { origin: adminUrl },
      data: { csv: ["Name,Class,Date of Birth", ...original.map(line)].join("\r\n"), mode: "replace" },
    });
    expect(await replaced.json()).toMatchObject({ mode: "replace", kept: original.length, removed: 1 });
  }
});

test("an album's photos show whole in square tiles, portraits uncropped", async ({ page }) => {
  const albums = (await (await page.request.get("/api/gallery/All/demo")).json()) as Array<{ _id: string }>;
  await page.goto(`/SubGallery?id=${albums[0]?._id}`);
  const photos = page.locator(".photo-grid img");
  await expect(photos.first()).toBeVisible();
  const shapes = await photos.evaluateAll((images) =>
    images.slice(0, 6).map((image) => {
      const box = image.getBoundingClientRect();
      return { fit: getComputedStyle(image).objectFit, ratio: Math.round((box.width / box.height) * 100) / 100 };
    }),
  );
  // `contain` shows the whole photo, whatever its shape, inside a tile that does not move as it loads.
  for (const shape of shapes) expect(shape).toEqual({ fit: "contain", ratio: 1 });
  await expectNoSideways(page);
});
