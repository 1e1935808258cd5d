import { signInAs } from "./admin-content-helpers";
import { editingUrl } from "./admin-helpers";
import { expect, test } from "./test";

/**
 * The preview (issue 13) renders the public page with the draft in place of what is live. The
 * site's loaders read through the operations in the process (decision 0088), which take the
 * preview frame's draft; the public page itself still shows what is live.
 */
test("a news item's preview shows its draft; the public page keeps what is live", async ({ page, request }) => {
  await signInAs(page, request, "preview-draft", "owner");
  await page.goto(`${editingUrl}/admin/content/news`);
  await page.getByRole("table").getByRole("link").first().click();
  // The list's own "Title contains" field answers to "Title" too, until the item's page is in.
  await page.waitForURL(/\/admin\/content\/news\/[^/?]+$/);
  const live = await page.getByLabel("Title", { exact: true }).inputValue();
  const drafted = `${live} (draft ${Date.now()})`;
  await page.getByLabel("Title", { exact: true }).fill(drafted);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved.")).toBeVisible();

  await page.getByRole("link", { name: "Preview" }).click();
  const frame = page.frameLocator("iframe");
  await expect(frame.getByRole("heading", { name: "Latest News" })).toBeVisible();
  await expect(frame.getByText(drafted).first()).toBeVisible();

  const published = await request.get(`${editingUrl}/News?fresh=${Date.now()}`);
  expect(published.status()).toBe(200);
  const html = await published.text();
  expect(html).toContain(live.replaceAll("&", "&amp;"));
  expect(html).not.toContain(drafted);
});
