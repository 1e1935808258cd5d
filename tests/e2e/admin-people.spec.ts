import { execFileSync } from "node:child_process";
import path from "node:path";
import {
  adminUrl,
  createStaff,
  createUserLink,
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
  await page.getByRole("button", { name: "Invite", exact: true }).click();
  await expect(page.getByText("Meena Iyer is invited as an editor. They join once they accept it.")).toBeVisible();
  const link = (await page.locator(".admin-link-text code").textContent()) ?? "";
  expect(link).toMatch(/\/admin\/invitation\?token=/);
  // Waiting, not yet one of the people.
  await expect(page.getByRole("heading", { level: 2, name: "Invitations waiting" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Meena Iyer" })).toHaveCount(0);

  // The editor, in a browser of their own, opens the link and chooses a password.
  const theirs = await browser.newPage();
  await theirs.goto(link);
  await expect(theirs.getByRole("heading", { level: 1 })).toHaveText("Join Sunrise Valley Public School");
  await theirs.getByLabel("New password").fill(staffPassword);
  await theirs.getByLabel("The same password again").fill(staffPassword);
  await theirs.getByRole("button", { name: "Join and set password" }).click();
  await expect(theirs.getByText(/^Now sign in\./)).toBeVisible();
  await theirs.getByLabel("E-mail").fill(editor);
  await theirs.getByLabel("Password").fill(staffPassword);
  await theirs.getByRole("button", { name: "Sign in", exact: true }).click();
  await theirs.waitForURL(`${adminUrl}/admin`);
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
  // Each person by their name, their address under it (issue 23).
  const invited = rows.filter({ hasText: owner }).filter({ hasText: "invited as editor · Meena Iyer" });
  await expect(invited.filter({ hasText: editor })).toHaveCount(1);
  await expect(rows.filter({ hasText: "accepted the invitation as editor" })).toHaveCount(1);

  await page.getByLabel("Kind").selectOption("user");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/kind=user/);
  await expect(rows.filter({ hasText: "signed in" })).toHaveCount(0);
  await expect(rows.filter({ hasText: "invited as editor · Meena Iyer" })).toHaveCount(1);
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

test("someone with an account elsewhere accepts an invitation on their dashboard; until then they are not in the school", async ({
  page,
  browser,
  request,
}) => {
  // A second school on the demo server's database, whose owner the demo school invites.
  execFileSync(
    "npx",
    ["tsx", "content/cli.ts", "import", "tests/fixtures/empty-bundle", "--school", "invited-elsewhere"],
    {
      cwd: path.resolve(import.meta.dirname, "../.."),
      env: { ...process.env, DATA_DIR: ".tmp/e2e-data", LOG_LEVEL: "silent" },
    },
  );
  const elsewhere = uniqueEmail("elsewhere");
  await setPasswordByLink(request, createUserLink(elsewhere, "owner", "invited-elsewhere"));
  const owner = await createStaff(request, "inviter", "owner");
  await signInWithPassword(page, owner);
  await page.goto(`${adminUrl}/admin/people`);
  await page.getByLabel("E-mail").fill(elsewhere);
  await page.getByRole("radio", { name: /^Editor/ }).check();
  await page.getByRole("button", { name: "Invite", exact: true }).click();
  await expect(page.getByText(`${elsewhere} is invited as an editor. They join once they accept it.`)).toBeVisible();
  // No reset link can be made for them: they are not one of the people.
  await expect(page.locator(".admin-person-name", { hasText: elsewhere })).toHaveCount(0);

  const theirs = await browser.newPage();
  await signInWithPassword(theirs, elsewhere);
  const invitations = theirs.getByRole("region", { name: "Invitations for you" });
  await expect(invitations).toContainText("Sunrise Valley Public School invites you as an editor.");
  await invitations.getByRole("button", { name: /^Accept/ }).click();
  await expect(theirs.getByText("You are an editor at Sunrise Valley Public School.")).toBeVisible();
  await expect(theirs.getByRole("region", { name: "Invitations for you" })).toHaveCount(0);
  await theirs.close();

  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: elsewhere.split("@")[0] })).toBeVisible();
  // Their account is used by another school too: its password is the platform's to reset.
  const card = page.locator(".admin-person", { hasText: elsewhere });
  await card.getByRole("button", { name: /^Reset link/ }).click();
  await expect(page.getByText(/This account is used outside this school as well/)).toBeVisible();
  await expect(page.locator(".admin-link-text code")).toHaveCount(0);
});
