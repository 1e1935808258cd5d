import { noMatch, resultCount } from "./lists-helpers";
import { emptySchoolUrl } from "./servers";
import { expect, test } from "./test";

/** The "empty" school answers [] everywhere: every list shows placeholder cards, no "nothing matches". */
test.use({ baseURL: emptySchoolUrl });

test("News and Events show placeholder items", async ({ page }) => {
  for (const [path, title, count] of [
    ["/News", "News Title", "0 news items"],
    ["/Events", "Event Title", "0 events"],
  ]) {
    await page.goto(path);
    const item = page.locator(".list-item--placeholder");
    await expect(item.getByRole("heading", { level: 2 })).toHaveText(title);
    await expect(item).toContainText("Stay Tuned For More Updates");
    await expect(item).toContainText("DD.MM.YYYY");
    await expect(resultCount(page)).toHaveText(count);
    await expect(noMatch(page)).toHaveCount(0);
  }
});

test("the album lists show a placeholder album", async ({ page }) => {
  for (const path of ["/Gallery", "/Exhibitions", "/Activities"]) {
    await page.goto(path);
    await expect(page.locator(".tile")).toHaveCount(1);
    await expect(page.locator(".tile__title")).toHaveText("Album Title");
    await expect(page.locator(".tile img")).toHaveAttribute("src", /\/api\/image\/empty\/public\/placeholder\.jpg/);
    await expect(page.getByRole("link", { name: /^View More/ })).toHaveCount(0);
    await expect(resultCount(page)).toHaveText("0 albums");
    await expect(noMatch(page)).toHaveCount(0);
  }
});

test("the toppers pages show a placeholder card", async ({ page }) => {
  for (const path of ["/TopperX", "/TopperXII"]) {
    await page.goto(path);
    const card = page.locator(".person-card");
    await expect(card).toHaveCount(1);
    await expect(card.locator(".person-card__name")).toHaveText("Name");
    await expect(card).toContainText("Division");
    await expect(card.locator("img")).toHaveAttribute("src", /avatar-placeholder\.jpg/);
    await expect(noMatch(page)).toHaveCount(0);
  }
});

test("Faculty shows a placeholder row, Video Gallery a placeholder card", async ({ page }) => {
  await page.goto("/Faculty");
  await expect(page.locator("tbody tr").getByRole("cell")).toHaveText(["1", "Name", "Designation"]);
  await page.goto("/VideoGallery");
  await expect(page.locator(".tile__title")).toHaveText("Video Title");
  await expect(page.locator(".tile img")).toHaveAttribute("src", /placeholder\.jpg/);
  await expect(page.getByLabel("Year")).toHaveValue("All");
});

test("Principal's Message shows the placeholder image with 'Message' and 'Name'", async ({ page }) => {
  await page.goto("/PrincipalMessage");
  const main = page.getByRole("main");
  await expect(main.locator(".principal-page__message")).toHaveText("Message");
  await expect(main.locator(".principal-page__name")).toHaveText("Name");
  await expect(main.locator(".principal-page__designation")).toHaveCount(0);
  await expect(main.locator("img")).toHaveAttribute("src", /\/api\/image\/empty\/public\/principal-placeholder\.jpg/);
});
