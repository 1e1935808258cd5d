import {
  adminUrl,
  createStaff,
  setPasswordByLink,
  signInWithPassword,
  staffPassword,
  uniqueEmail,
} from "./admin-helpers";
import { expect, test } from "./test";

test("an owner invites an editor, who sets a password and signs in; the log shows all of it", async ({
  page,
  browser,
  request,
}) => {
  const owner = await createStaff(request, "principal", "owner");
  await signInWithPassword(page, owner);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "People" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("People");

  const editor = uniqueEmail("meena");
  await page.getByLabel("E-mail").fill(editor);
  await page.getByLabel("Name", { exact: true }).fill("Meena Iyer");
  await page.getByRole("radio", { name: /^Editor/ }).check();
  await page.getByRole("button", { name: "Invite" }).click();
  await expect(page.getByText(`Meena Iyer (${editor}) is now an editor.`)).toBeVisible();
  const link = (await page.locator(".admin-link-text code").textContent()) ?? "";
  expect(link).toMatch(/\/admin\/set-password\?token=/);
  await expect(page.getByRole("heading", { level: 2, name: "Meena Iyer" })).toBeVisible();

  // The editor, in a browser of their own.
  await setPasswordByLink(request, link);
  const theirs = await browser.newPage();
  await signInWithPassword(theirs, editor);
  await expect(theirs.getByText("You are an editor at Sunrise Valley Public School.")).toBeVisible();
  const nav = theirs.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: "People" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Activity" })).toHaveCount(0);
  await theirs.goto(`${adminUrl}/admin/people`);
  await expect(theirs.getByRole("heading", { level: 1 })).toHaveText("Not allowed");
  await expect(theirs.getByText("Your role does not allow this.")).toBeVisible();
  await theirs.close();

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Activity" }).click();
  const rows = page.getByRole("row");
  await expect(rows.filter({ hasText: editor }).filter({ hasText: "signed in with a password" })).toHaveCount(1);
  await expect(rows.filter({ hasText: owner }).filter({ hasText: `invited as editor · ${editor}` })).toHaveCount(1);

  await page.getByLabel("Kind").selectOption("user");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/kind=user/);
  await expect(rows.filter({ hasText: "signed in" })).toHaveCount(0);
  await expect(rows.filter({ hasText: `invited as editor · ${editor}` })).toHaveCount(1);
});

test("a contributor sees neither people, activity nor publishing, and the API refuses them", async ({
  page,
  request,
}) => {
  const contributor = await createStaff(request, "helper", "contributor");
  await signInWithPassword(page, contributor);
  await expect(page.getByText("You are a contributor at Sunrise Valley Public School.")).toBeVisible();
  await expect(page.getByText("cannot publish")).toBeVisible();
  await expect(page.getByRole("button", { name: /publish/i })).toHaveCount(0);
  const refused = await page.request.post(`${adminUrl}/api/admin/schools/demo/users`, {
    headers: { origin: adminUrl },
    data: { email: uniqueEmail("sneaky"), role: "owner" },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ error: { code: "forbidden", message: "Your role does not allow this." } });
});

test("an owner issues a reset link, and the old password stops working", async ({ page, request }) => {
  const owner = await createStaff(request, "owner", "owner");
  const clerk = await createStaff(request, "clerk", "editor");
  await signInWithPassword(page, owner);
  await page.goto(`${adminUrl}/admin/people`);
  const card = page.getByRole("listitem").filter({ hasText: clerk });
  await card.getByRole("button", { name: /^Reset link/ }).click();
  await expect(page.getByText(`Send this link to ${clerk}.`)).toBeVisible();
  const link = (await page.locator(".admin-link-text code").textContent()) ?? "";
  await setPasswordByLink(request, link, "the clerk's new password");
  const old = await request.post(`${adminUrl}/api/auth/sign-in/email`, {
    headers: { origin: adminUrl },
    data: { email: clerk, password: staffPassword },
  });
  expect(old.status()).toBe(401);
});

test("admin pages are private: no-store, noindex, and the site's CSP", async ({ request }) => {
  const response = await request.get(`${adminUrl}/admin/sign-in`);
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers["cache-control"]).toBe("no-store");
  expect(headers["x-robots-tag"]).toBe("noindex");
  const home = await request.get(`${adminUrl}/`);
  const csp = (value: string | undefined) => value?.replace(/'nonce-[^']+'/g, "'nonce'");
  expect(csp(headers["content-security-policy"])).toBe(csp(home.headers()["content-security-policy"]));
  expect(headers["content-security-policy"]).toContain("script-src 'self' 'nonce-");
});
