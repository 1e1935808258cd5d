import { homeGalleries, toppersOfClass } from "#app/lib/home-content.ts";
import type {
  BirthdayRecord,
  GalleryRecord,
  NewsRecord,
  PrincipalMessageRecord,
  TopperRecord,
} from "#domain/api-records";
import { formatDisplayDate, schoolToday } from "#domain/school-date";
import { api, carousel, pageErrors, slidesInView } from "./home-helpers";
import { demoProfile, skipNotificationPopup } from "./servers";
import { expect, test } from "./test";

test.describe("Home with the demo school", () => {
  test.beforeEach(async ({ page, request }) => {
    await skipNotificationPopup(page, request);
  });

  test("hydrates without errors", async ({ page }) => {
    const errors = pageErrors(page);
    await page.goto("/");
    // Hydrated: a click on a control changes state.
    const hero = carousel(page, "School photos");
    await hero.getByRole("button", { name: "Pause" }).click();
    await expect(hero.getByRole("button", { name: "Play" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("shows every section of spec 2.5 in order", async ({ page }) => {
    await page.goto("/");
    const headings = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
    expect(headings).toEqual([
      "Online Registration",
      "Quick Access",
      "Latest News",
      "About Us",
      "Principal's Message",
      "Our Clubs",
      "Toppers of Class X",
      "Toppers of Class XII",
      "Happy Birthday",
      "Photo Gallery",
    ]);
    // The photo carousel comes first, before the registration strip.
    const order = await page.evaluate(() => {
      const hero = document.getElementById("hero");
      const registration = document.getElementById("online-registration-heading");
      return Boolean(
        hero && registration && hero.compareDocumentPosition(registration) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
    });
    expect(order).toBe(true);
  });

  test("online registration: the title links to its url, with the attachment icon", async ({ page }) => {
    const [registration] = await api<Array<{ title: string; url: string; attachments: string[] }>>(
      page,
      "/api/onlineRegistration/demo",
    );
    await page.goto("/");
    const section = page.getByRole("region", { name: "Online Registration" });
    const title = section.getByRole("link", { name: `${registration.title} (opens in a new tab)`, exact: true });
    await expect(title).toHaveAttribute("href", registration.url);
    await expect(title).toHaveAttribute("target", "_blank");
    const attachment = section.getByRole("link", { name: new RegExp(`^Attachment: ${registration.title}`) });
    await expect(attachment).toHaveAttribute("href", `/api/image/${registration.attachments[0]}`);
    await expect(attachment.locator("svg")).toHaveCount(1);
  });

  test("quick-link tiles go where spec 2.5 says", async ({ page }) => {
    const profile = await demoProfile(page.request);
    await page.goto("/");
    const tiles = page.getByRole("region", { name: "Quick Access" }).getByRole("link");
    await expect(tiles).toHaveCount(7);
    const expected: Array<[RegExp, string, boolean]> = [
      [/^Teacher Login/, profile.portalUrl, true],
      [/^Principal Login/, profile.portalUrl, true],
      [/^Online Exam/, profile.portalUrl, true],
      [/^Portal Help$/, "/Pphelp", false],
      [/^Admission Process$/, "/AdmissionProcess", false],
      [/^ERP Software$/, "/ErpSoftware", false],
      [/^Call Us/, `tel:${profile.phone.replace(/[^\d+]/g, "")}`, false],
    ];
    for (const [index, [name, href, newTab]] of expected.entries()) {
      await expect(tiles.nth(index)).toHaveAccessibleName(name);
      await expect(tiles.nth(index)).toHaveAttribute("href", href);
      if (newTab) await expect(tiles.nth(index)).toHaveAttribute("target", "_blank");
    }
    await expect(tiles.locator("svg")).toHaveCount(7);
  });

  test("the news box lists the newest news with DD.MM.YYYY dates, scrolls and pauses", async ({ page }) => {
    const news = await api<NewsRecord[]>(page, "/api/news/demo");
    await page.goto("/");
    const box = page.getByRole("region", { name: "News", exact: true });
    const first = box.locator(".marquee__copy").first().locator("li").first();
    await expect(first.getByRole("heading")).toHaveText(news[0].title);
    await expect(first.locator("time")).toHaveAttribute("datetime", news[0].fromDate);
    await expect(first.locator("time")).toHaveText(formatDisplayDate(news[0].fromDate));
    if (news[0].attachments[0]) {
      await expect(first.getByRole("link")).toHaveAttribute("href", `/api/image/${news[0].attachments[0]}`);
    }
    const track = box.locator(".marquee__track");
    await expect(track).toHaveCSS("animation-play-state", "running");
    await box.hover();
    await expect(track).toHaveCSS("animation-play-state", "paused");
    await box.getByRole("button", { name: "Pause news" }).click();
    await expect(box.getByRole("button", { name: "Play news" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^View More.*Latest News/ })).toHaveAttribute("href", "/News");
    await expect(page.getByRole("link", { name: /^Read More.*About Us/ })).toHaveAttribute("href", "/About");
  });

  test("the principal's message: HTML, name, designation, photo and Read More", async ({ page }) => {
    const [message] = await api<PrincipalMessageRecord[]>(page, "/api/principalMessage/demo");
    await page.goto("/");
    const section = page.getByRole("region", { name: "Principal's Message" });
    await expect(section.locator(".principal__message p").first()).toBeAttached();
    await expect(section).toContainText(message.name);
    await expect(section).toContainText(message.category);
    await expect(section.getByRole("img", { name: new RegExp(message.name) })).toHaveAttribute(
      "src",
      new RegExp(message.attachments[0].replace(/[.]/g, "\\.")),
    );
    await expect(section.getByRole("link", { name: /^Read More/ })).toHaveAttribute("href", "/PrincipalMessage");
  });

  test("eight club tiles; Sports is not a link", async ({ page }) => {
    await page.goto("/");
    const clubs = page.getByRole("region", { name: "Our Clubs" });
    await expect(clubs.getByRole("listitem")).toHaveText([
      "English Literary",
      "Green",
      "Quest",
      "Music",
      "Sports",
      "Performing Arts",
      "Ramanujan",
      "Picasso",
    ]);
    const links = clubs.getByRole("link");
    const targets = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute("href")));
    expect(targets).toEqual([
      "/EnglishLiteraryClub",
      "/GreenClub",
      "/QuestClub",
      "/MusicClub",
      "/PerformingArtsClub",
      "/RamanujanClub",
      "/PiccasoClub",
    ]);
    await expect(clubs.getByRole("link", { name: "Sports" })).toHaveCount(0);
    await expect(clubs.locator("img").nth(4)).toHaveAttribute("src", /club-tiles\/sports\.jpg/);
  });

  test("toppers X and XII: the session's toppers by marks, 2 per view, View More", async ({ page }) => {
    const toppers = await api<TopperRecord[]>(page, "/api/topper/demo");
    const today = schoolToday("Asia/Kolkata");
    await page.goto("/");
    for (const [cls, name, more] of [
      ["X", "Toppers of Class X", "/TopperX"],
      ["XII", "Toppers of Class XII", "/TopperXII"],
    ] as const) {
      const expected = toppersOfClass(toppers, cls, today).map((topper) => topper.name);
      expect(expected.length).toBeGreaterThan(1);
      const section = carousel(page, name);
      await expect(section.locator(".person-card__name")).toHaveText(expected);
      expect(await slidesInView(page, name)).toBe(2);
      await expect(page.getByRole("link", { name: `View More ${name}`, exact: true })).toHaveAttribute("href", more);
    }
  });

  test("birthdays: today's names", async ({ page }) => {
    const birthdays = await api<BirthdayRecord[]>(page, "/api/birthdays/demo");
    await page.goto("/");
    const section = carousel(page, "Happy Birthday");
    if (birthdays.length > 0) {
      await expect(section.locator(".person-card__name")).toHaveText(birthdays.map((birthday) => birthday.name));
    } else {
      await expect(section.locator(".person-card__name")).toHaveText(["Name"]);
    }
  });

  test("gallery: the 6 newest photo albums linking to their album page, and View Gallery", async ({ page }) => {
    const albums = homeGalleries(await api<GalleryRecord[]>(page, "/api/gallery/All/demo"));
    expect(albums).toHaveLength(6);
    await page.goto("/");
    const section = carousel(page, "Photo Gallery");
    const links = section.getByRole("link");
    await expect(links).toHaveCount(6);
    for (const [index, album] of albums.entries()) {
      await expect(links.nth(index)).toContainText(album.title);
      await expect(links.nth(index)).toContainText(formatDisplayDate(album.date));
      await expect(links.nth(index)).toHaveAttribute("href", `/SubGallery?id=${album._id}`);
    }
    await expect(page.getByRole("link", { name: "View Gallery" })).toHaveAttribute("href", "/Gallery");
  });
});

test.describe("Home without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("all text and links are in the server HTML; carousels show their first slides and scroll", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Quick Access" }).getByRole("link")).toHaveCount(7);
    const hero = carousel(page, "School photos");
    await expect(hero.locator("img").first()).toBeVisible();
    await expect(hero.getByRole("button", { name: "Next" })).toBeHidden();
    const viewport = hero.locator(".carousel__viewport");
    await expect(viewport).toHaveCSS("overflow-x", "auto");
    await expect(viewport).toHaveCSS("scroll-snap-type", "x mandatory");
    // Keyboard users can focus the row to scroll it.
    await expect(viewport).toHaveAttribute("tabindex", "0");
    await expect(carousel(page, "Photo Gallery").getByRole("link").first()).toBeVisible();
    // The notifications are shown in the page, since nothing could open a popup.
    await expect(page.locator("dialog.notification-dialog")).toBeVisible();
    await expect(page.getByRole("button", { name: "Watch Message Video" })).toBeHidden();
  });
});
