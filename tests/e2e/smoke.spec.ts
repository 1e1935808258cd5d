import { expect, test } from "@playwright/test";

test("npm start serves the demo school's home page", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/^Home \| .+/);
});

test("the API serves the demo school's news, newest first", async ({ request }) => {
  const response = await request.get("/api/news/all/demo");
  expect(response.status()).toBe(200);
  const news = (await response.json()) as Array<{ fromDate: string }>;
  expect(news.length).toBeGreaterThanOrEqual(12);
  const dates = news.map((item) => item.fromDate);
  expect(dates).toEqual([...dates].sort().reverse());
});

test("an unknown page answers 404 with the error page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
});
