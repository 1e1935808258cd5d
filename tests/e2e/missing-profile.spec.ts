import { missingSchoolUrl } from "./servers";
import { expect, test } from "./test";

/** SCHOOL_CODE names no school: the profile call answers 404 and every list []. */
test.use({ baseURL: missingSchoolUrl });

test("the site still renders, with a neutral name and no links that need a profile", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Home | Our School");
  await expect(page.getByRole("banner").getByRole("link", { name: "Our School" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("banner")).toContainText("Stay Tuned For More Updated");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText("© 2024 Our School. All rights reserved.");
  await expect(footer.getByRole("link", { name: "Portal Help" })).toHaveAttribute("href", "/Pphelp");
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Login/Register" }),
  ).toHaveCount(0);
  await expect(page.locator(".news-list--placeholder")).toContainText("Stay Tuned For More Updates");
});

test("inner pages and the error page render too", async ({ page }) => {
  expect((await page.goto("/About"))?.status()).toBe(200);
  await expect(page).toHaveTitle("General Information | Our School");
  expect((await page.goto("/nowhere"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
});

test("the principal's video popup says the video is not available", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Watch Message Video" }).click();
  const dialog = page.getByRole("dialog", { name: "Principal's Message Video" });
  await expect(dialog).toContainText("The video is not available.");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});
