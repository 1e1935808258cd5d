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

test("pages come gzip-compressed to a browser that asks and whole to one that does not; built files are kept a year", async ({
  request,
}) => {
  const compressed = await request.get("/About", { headers: { "Accept-Encoding": "gzip" } });
  expect(compressed.status()).toBe(200);
  expect(compressed.headers()["content-encoding"]).toBe("gzip");
  expect(compressed.headers().vary).toMatch(/Accept-Encoding/i);
  const html = await compressed.text();
  expect(html).toContain("<title>General Information |");

  const whole = await request.get("/About", { headers: { "Accept-Encoding": "identity" } });
  expect(whole.headers()["content-encoding"]).toBeUndefined();
  expect(whole.headers().vary).toMatch(/Accept-Encoding/i);
  expect(Number(whole.headers()["content-length"])).toBe((await whole.body()).byteLength);

  const stylesheet = /\/assets\/[\w.-]+\.css/.exec(html)?.[0] ?? "";
  expect(stylesheet).not.toBe("");
  const file = await request.get(stylesheet);
  expect(file.status()).toBe(200);
  expect(file.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  // The build's own manifest beside the files is not one of them.
  expect((await request.get("/.vite/manifest.json")).status()).toBe(404);
});
