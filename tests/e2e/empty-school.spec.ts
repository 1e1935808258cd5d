import { emptySchoolUrl } from "./servers";
import { expect, test } from "./test";

/** The "empty" school: a profile and nothing else. Every list shows its placeholder. */
test.use({ baseURL: emptySchoolUrl });

test("the ticker shows the fallback text exactly", async ({ page }) => {
  await page.goto("/Mission");
  const banner = page.getByRole("banner");
  const fallback = banner.locator(".ticker__empty");
  await expect(fallback).toBeVisible();
  expect(await fallback.textContent()).toBe("Stay Tuned For More Updated ");
  await expect(banner.getByRole("button", { name: /highlights/ })).toHaveCount(0);
});

test("Home shows every placeholder and no popup", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Home | Empty Test School");

  // No notification: no popup. No registration: no strip.
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.locator("dialog.notification-dialog")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Online Registration" })).toHaveCount(0);

  // The 14 slides and the tiles do not depend on content.
  await expect(page.locator('[aria-label="School photos"] [aria-roledescription="slide"]')).toHaveCount(14);
  await expect(page.getByRole("region", { name: "Quick Access" }).getByRole("link")).toHaveCount(7);

  const news = page.locator(".news-list--placeholder");
  await expect(news.getByRole("heading")).toHaveText("News Title");
  await expect(news).toContainText("Stay Tuned For More Updates");
  await expect(news).toContainText("DD.MM.YYYY");
  await expect(page.getByRole("link", { name: /^View More.*Latest News/ })).toHaveAttribute("href", "/News");

  const principal = page.getByRole("region", { name: "Principal's Message" });
  await expect(principal.locator(".principal__message")).toHaveText("Message");
  await expect(principal.locator(".principal__name")).toHaveText("Name");
  await expect(principal.locator("img")).toHaveAttribute(
    "src",
    /\/api\/image\/empty\/public\/principal-placeholder\.jpg/,
  );
  await expect(principal.getByRole("link", { name: /^Read More/ })).toHaveAttribute("href", "/PrincipalMessage");

  for (const name of ["Toppers of Class X", "Toppers of Class XII", "Happy Birthday"]) {
    const section = page.locator(`[aria-roledescription="carousel"][aria-label="${name}"]`);
    await expect(section.locator('[aria-roledescription="slide"]')).toHaveCount(1);
    await expect(section.locator(".person-card__name")).toHaveText("Name");
    await expect(section.locator("img")).toHaveAttribute("src", /avatar-placeholder\.jpg/);
    // One slide: nothing to move, so no controls.
    await expect(section.getByRole("button")).toHaveCount(0);
  }
  await expect(page.getByRole("link", { name: "View More Toppers of Class X", exact: true })).toHaveAttribute(
    "href",
    "/TopperX",
  );

  const gallery = page.locator('[aria-roledescription="carousel"][aria-label="Photo Gallery"]');
  await expect(gallery.locator(".album-card__title")).toHaveText("Album Title");
  await expect(gallery.locator("img")).toHaveAttribute("src", /placeholder\.jpg/);
  await expect(page.getByRole("link", { name: "View Gallery" })).toHaveAttribute("href", "/Gallery");
});

test("the principal's video popup plays the school's video, muted and looping, and closes", async ({
  page,
  request,
}) => {
  const profile = (await (await request.get("/api/school/empty")).json()) as { principalVideo: string };
  await page.goto("/");
  const button = page.getByRole("button", { name: "Watch Message Video" });
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Principal's Message Video" });
  await expect(dialog.getByRole("button", { name: "Close video" })).toBeFocused();
  const video = dialog.locator("video");
  await expect(video).toHaveAttribute("src", `/api/image/${profile.principalVideo}`);
  for (const attribute of ["autoplay", "loop", "playsinline"]) await expect(video).toHaveAttribute(attribute, "");
  expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
  // It really plays.
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);
  await dialog.getByRole("button", { name: "Close video" }).click();
  await expect(dialog).toBeHidden();
  await expect(video).toHaveCount(0);
  await expect(button).toBeFocused();
});

test("the menu's PDFs are the empty school's own", async ({ page, request }) => {
  const profile = (await (await request.get("/api/school/empty")).json()) as {
    admissionGuidelinesPdf: string;
    sessionCalendarPdf: string;
  };
  await page.goto("/Mission");
  const menu = page.getByRole("navigation", { name: "Main" });
  await menu.getByRole("button", { name: "Academic" }).click();
  await expect(menu.getByRole("link", { name: /Session Calendar 2024-25/ })).toHaveAttribute(
    "href",
    `/api/image/${profile.sessionCalendarPdf}`,
  );
  const pdf = await request.get(`/api/image/${profile.admissionGuidelinesPdf}`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
});
