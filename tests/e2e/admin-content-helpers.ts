import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { createStaff, editingServer, editingUrl, type StaffServer, signInWithPassword } from "./admin-helpers";

/** A person of `role` in the editing server's demo school, signed in on `page`. */
export async function signInAs(page: Page, request: APIRequestContext, who: string, role: string): Promise<string> {
  const server: StaffServer = editingServer;
  const email = await createStaff(request, who, role, server);
  await page.context().clearCookies();
  await signInWithPassword(page, email, undefined, editingUrl);
  return email;
}

/**
 * A new item of `kind`, saved as a draft and open on its own screen: the list's "New" opens an
 * empty form, and the item is made by its first save (decision 0098).
 */
export async function newItem(page: Page, kind: string, link: string): Promise<string> {
  await page.goto(`${editingUrl}/admin/content/${kind}`);
  await page.getByRole("link", { name: link }).click();
  await page.waitForURL(new RegExp(`/admin/content/${kind}/new$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(link);
  // The form's first text field (a news item's Title, a highlight's Text): something to keep.
  await page.locator("form.admin-edit").getByRole("textbox").first().fill("A draft");
  await page.getByRole("button", { name: "Save draft" }).click();
  await page.waitForURL(new RegExp(`/admin/content/${kind}/[0-9a-f-]{36}\\?saved$`));
  const url = page.url().replace(/\?saved$/, "");
  await page.goto(url);
  return url;
}

/** The editing server's clock, moved (TEST_CLOCK=on): the scheduler runs at once. */
export async function setServerClock(request: APIRequestContext, at: Date): Promise<void> {
  const response = await request.post(`${editingUrl}/api/test/clock`, { data: { now: at.toISOString() } });
  if (!response.ok()) throw new Error(`the test clock answered ${response.status()}`);
}

/** Tomorrow at `hour`:00 in Kolkata (the demo school's zone), as an instant and as a datetime-local value. */
export function tomorrowAt(hour: number): { instant: Date; local: string } {
  const ist = new Date(Date.now() + 5.5 * 3600_000 + 24 * 3600_000);
  const local = `${ist.toISOString().slice(0, 10)}T${String(hour).padStart(2, "0")}:00`;
  return { instant: new Date(`${local}:00+05:30`), local };
}
