import { infoPages } from "./info-helpers";
import { emptySchoolUrl } from "./servers";
import { expect, test } from "./test";

/** A fact of the specification each demo page must show (spec 2.1, 2.9, 5, 9.2). */
const facts: Record<string, string[]> = {
  GeneralRules: [
    "A minimum of 90% attendance is required",
    "struck off the rolls after 15 consecutive days of absence, or after 3 days of absence at the start of a term",
    "A late fee fine of Rs. 500 per quarter",
  ],
  Motto: ["Spiritual", "Cultural", "Academic", "Sporting"],
  AdmissionProcess: [
    "Playgroup, LKG, UKG and classes 1 to 10",
    "The lower age for LKG is 3.5 years on 1 April",
    "The academic session starts in early April",
    "For admission to UKG to IX, an assessment is held",
    "3 passport-size photographs of the student and 1 photograph of a parent",
  ],
  RegistrationForm: [
    "at least 2.5 years and at most 3.5 years old on 31 March",
    "LKG: 3.5 to 4 years.",
    "UKG: 4 to 5 years.",
    "An incomplete form is rejected.",
    "A copy of the birth certificate is attached",
  ],
  Withdrawal: ["The transfer certificate fee is Rs. 50.", "issued two days after the application"],
  SchoolFee: ["Fees are paid quarterly.", "1-15 July", "1-15 October", "1-25 January", "Rs. 500 per quarter"],
  Facilities: ["Library", "Smart classes", "Computer lab", "Three science labs", "Teachers' resource centre"],
};

test.describe("every information page shows its heading and the school's text", () => {
  for (const { path, slug, name } of infoPages) {
    test(`${path}: "${name}" and the text of pages/${slug}.md`, async ({ page }) => {
      const stored = (await (await page.request.get(`/api/page/demo/${slug}`)).json()) as { html: string };
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      const prose = page.getByRole("main").locator(".prose");
      // The text a reader sees is the stored page's, all of it, and nothing is added.
      const [shown, expected] = await prose.evaluate((element, html) => {
        const squash = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();
        const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html").body;
        return [squash(element.textContent), squash(parsed.textContent)];
      }, stored.html);
      expect(shown.length).toBeGreaterThan(300);
      expect(shown).toBe(expected);
      for (const fact of facts[slug] ?? []) await expect(prose).toContainText(fact);
    });
  }

  test("General Rules shows 28 numbered rules", async ({ page }) => {
    await page.goto("/GeneralRules");
    await expect(page.locator(".prose > ol > li")).toHaveCount(28);
  });

  test("Motto shows its four aims as headings", async ({ page }) => {
    await page.goto("/Motto");
    await expect(page.locator(".prose h2")).toHaveText(["Spiritual", "Cultural", "Academic", "Sporting"]);
  });

  test("Registration Form shows rules only, no form", async ({ page }) => {
    await page.goto("/RegistrationForm");
    await expect(page.getByRole("main").locator("form, input, select, textarea")).toHaveCount(0);
  });

  // Issue 24: a link of the site is a page load (no client-side router on public pages).
  test("a link within a page leads to that page", async ({ page }) => {
    await page.goto("/About");
    await page.locator(".prose").getByRole("link", { name: "Facilities" }).click();
    await expect(page).toHaveURL(/\/Facilities$/);
    await expect(page.getByRole("heading", { level: 1, name: "Facilities" })).toBeVisible();
  });
});

test.describe("a school without pages", () => {
  test.use({ baseURL: emptySchoolUrl });

  for (const { path, name } of infoPages) {
    test(`${path} shows "not published yet", not an error`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      const card = page.getByRole("region", { name: "Not published yet" });
      await expect(card).toBeVisible();
      await expect(card).toContainText("The school has not published this page yet. Please check back soon.");
      await expect(page.locator(".prose")).toHaveCount(0);
    });
  }
});

test("Examination is a placeholder card", async ({ page }) => {
  await page.goto("/Examination");
  await expect(page.getByRole("heading", { level: 1, name: "Examination" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Coming soon" })).toContainText(
    "Examination schedules, date sheets and results will be published here.",
  );
});
