import { bundleBytes, certificates, downloadedBytes, fillTcForm, viewDetails } from "./tc-helpers";
import { expect, test } from "./test";

/** The same form without JavaScript: it posts to /Tc and the server answers. */
test.use({ javaScriptEnabled: false });

for (const kind of ["pdf", "jpg"] as const) {
  test(`posting the form downloads ${certificates[kind].fileName}, byte for byte`, async ({ page }) => {
    const certificate = certificates[kind];
    await page.goto("/Tc");
    await expect(page.locator("form.tc-form")).toHaveAttribute("method", "post");
    await fillTcForm(page, certificate.admission, certificate.name);
    const downloading = page.waitForEvent("download");
    await viewDetails(page).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(certificate.fileName);
    expect((await downloadedBytes(download)).equals(bundleBytes(certificate.bundleFile))).toBe(true);
  });
}

test("the post is answered with the file as an attachment, kept private", async ({ page }) => {
  const response = await page.request.post("/Tc", {
    form: { admission: certificates.pdf.admission, name: certificates.pdf.name },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-disposition"]).toBe('attachment; filename="tc.pdf"');
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  expect((await response.body()).equals(bundleBytes(certificates.pdf.bundleFile))).toBe(true);
});

test("empty fields: the page again, with 'Please fill in all fields'", async ({ page }) => {
  await page.goto("/Tc");
  await fillTcForm(page, "  ", certificates.pdf.name);
  await viewDetails(page).click();
  await expect(page.getByRole("alert")).toHaveText("Please fill in all fields");
  await expect(page.getByRole("heading", { level: 1, name: "Transfer Certificate" })).toBeVisible();
});

test("a miss: the page again, with 'Invalid response from the server.' and the fields as typed", async ({ page }) => {
  await page.goto("/Tc");
  await fillTcForm(page, certificates.jpg.admission, "Not The Student");
  await viewDetails(page).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid response from the server.");
  await expect(page.getByLabel("Admission No.")).toHaveValue(certificates.jpg.admission);
  await expect(page.getByLabel("Student Full Name")).toHaveValue("Not The Student");
});
