import { demoProfile } from "./servers";
import { expect, test } from "./test";

/** Spec 2.1, every route with the page name its title starts with. */
const routes: Array<[string, string]> = [
  ["/About", "General Information"],
  ["/GeneralRules", "General Rules"],
  ["/Mission", "Mission"],
  ["/Vision", "Vision"],
  ["/Motto", "Motto"],
  ["/AdmissionProcess", "Admission Process"],
  ["/RegistrationForm", "Registration Form"],
  ["/Discipline", "Discipline"],
  ["/Withdrawal", "Withdrawal"],
  ["/SchoolFee", "School Fee"],
  ["/AcademicEthos", "Academic Ethos"],
  ["/Facilities", "Facilities"],
  ["/FeeStructure", "Fee Structure"],
  ["/Faculty", "Faculty"],
  ["/Clubs", "Clubs"],
  ["/Supw", "SUPW"],
  ["/Sports", "Sports"],
  ["/Gallery", "Photo Gallery"],
  ["/Activities", "Activities"],
  ["/Exhibitions", "Exhibitions"],
  ["/SubGallery?id=annual-day-2026", "Album"],
  ["/VideoGallery", "Video Gallery"],
  ["/Examination", "Examination"],
  ["/News", "Latest News"],
  ["/Events", "Upcoming Events"],
  ["/TopperX", "Achievers Class X"],
  ["/TopperXII", "Achievers Class XII"],
  ["/Tc", "Transfer Certificate"],
  ["/Pphelp", "Parent Portal Help"],
  ["/ErpSoftware", "ERP Software"],
  ["/PrincipalMessage", "Principal's Message"],
  ["/EnglishLiteraryClub", "English Literary Club"],
  ["/MusicClub", "Music Club"],
  ["/GreenClub", "Green Club"],
  ["/PerformingArtsClub", "Performing Arts Club"],
  ["/QuestClub", "Quest Club"],
  ["/PiccasoClub", "Picasso Club"],
  ["/RamanujanClub", "Ramanujan Club"],
];

test.describe("every route of spec 2.1", () => {
  let school = "";
  test.beforeAll(async ({ request }) => {
    school = (await demoProfile(request)).name;
  });

  test("Home answers 200 with its title, meta and Open Graph tags, header and footer", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`Home | ${school}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.+/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", `Home | ${school}`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "website");
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute("content", school);
    await expect(page.getByRole("banner")).toContainText(school);
    await expect(page.getByRole("contentinfo")).toContainText(`© 2024 ${school}. All rights reserved.`);
    // Home is not an inner page: no breadcrumb.
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveCount(0);
  });

  for (const [path, name] of routes) {
    test(`${path} answers 200 with "${name} | <school>", header, breadcrumb and footer`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${name} | ${school}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.+/);
      // Issue 16: an album's share preview names the album (the browser title stays the page's).
      const shared = path.startsWith("/SubGallery") ? /^.+ \| / : `${name} | ${school}`;
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", shared);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", /.+/);
      await expect(page.getByRole("banner").getByRole("link", { name: school })).toHaveAttribute("href", "/");
      const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
      await expect(breadcrumb).toContainText(name);
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toContainText(`© 2024 ${school}.`);
    });
  }

  test("matching ignores case: /about is /About", async ({ page }) => {
    const response = await page.goto("/about");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`General Information | ${school}`);
    expect((await page.goto("/PICCASOCLUB"))?.status()).toBe(200);
  });

  test("an unknown route answers 404 with the error page inside the site's header and footer", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Unexpected Application Error!");
    await expect(page.getByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("404");
    await expect(page.getByRole("main").getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("banner")).toContainText(school);
    await expect(page.getByRole("contentinfo")).toContainText(`© 2024 ${school}.`);
  });

  // Issue 24: following a link is a page load now (it was a client-side navigation).
  test("following a link lands at the top of the new page", async ({ page }) => {
    await page.goto("/Mission");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "Events" }).click();
    await expect(page).toHaveTitle(`Upcoming Events | ${school}`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
