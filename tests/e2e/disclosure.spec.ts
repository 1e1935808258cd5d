import { axeViolations, demoSchoolUrl } from "./lists-helpers";
import { expect, test } from "./test";

/** The Mandatory Public Disclosure (issue 25) on the demo school, whose disclosure is complete. */
test.use({ baseURL: demoSchoolUrl });

const label = "Mandatory Public Disclosure";

test("the page: Appendix IX's tables with captions, every document with its size and attestation, the 'as on' date", async ({
  page,
}) => {
  await page.goto("/MandatoryPublicDisclosure");
  await expect(page.getByRole("heading", { level: 1, name: label })).toBeVisible();
  await expect(page.locator(".disclosure__as-on")).toHaveText("As on 01.11.2026");
  await expect(page.locator("table caption")).toHaveText([
    "A. General information",
    "B. Documents and information",
    "C. Results and academics",
    "C5. Result of the Class X board examination, the last three years",
    "C5. Result of the Class XII board examination, the last three years",
    "D. Staff (teaching)",
    "D6. Teachers: name, designation and qualification (CBSE Circular 1/2026)",
    "E. School infrastructure",
  ]);
  const documents = page.getByRole("table", { name: "B. Documents and information" });
  const links = documents.getByRole("link", { name: /^View PDF/ });
  await expect(links).toHaveCount(8);
  await expect(links.first()).toHaveText(/^View PDF \([\d.]+ KB\)$/);
  expect((await page.request.get((await links.first().getAttribute("href")) ?? "")).headers()["content-type"]).toBe(
    "application/pdf",
  );
  await expect(documents.getByRole("row").nth(1)).toContainText(/Self-attested by .* on \d\d\.\d\d\.\d{4}\./);
  await expect(page.getByRole("table", { name: "D. Staff (teaching)" })).toContainText("28.89:1");
  expect(await axeViolations(page)).toEqual([]);
});

test("prints on A4 without the menu", async ({ page }) => {
  await page.goto("/MandatoryPublicDisclosure");
  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".main-menu").first()).toBeHidden();
  await expect(page.getByRole("table", { name: "A. General information" })).toBeVisible();
  const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true });
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("Home shows the link without scrolling, and it opens the disclosure", async ({ page }) => {
    await page.goto("/");
    // Home's notification popup opens once by itself (spec section 4); closed, the header is as it was.
    const popup = page.locator("dialog.notification-dialog");
    await expect(popup).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(popup).toBeHidden();
    const link = page.locator("header").getByRole("link", { name: label, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await link.click();
    await expect(page).toHaveURL(/\/MandatoryPublicDisclosure$/);
    await expect(page.getByRole("heading", { level: 1, name: label })).toBeVisible();
  });
});

test("every page carries the link in its header and its footer, and the sitemap lists the page", async ({ page }) => {
  for (const path of ["/", "/About", "/Faculty", "/News", "/Circulars", "/Tc", "/Search?q=exam", "/no-such-page"]) {
    await page.goto(path);
    await expect(page.locator("header").getByRole("link", { name: label, exact: true }), path).toHaveAttribute(
      "href",
      "/MandatoryPublicDisclosure",
    );
    await expect(page.locator("footer").getByRole("link", { name: label, exact: true }), path).toHaveCount(1);
  }
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/MandatoryPublicDisclosure</loc>");
});
