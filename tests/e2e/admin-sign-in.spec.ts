import {
  addVirtualAuthenticator,
  adminUrl,
  createStaff,
  createUserLink,
  signInWithPassword,
  staffPassword,
  uniqueEmail,
} from "./admin-helpers";
import { expect, test } from "./test";

test.describe("the first owner", () => {
  test("opens the command line's link, sets a password and signs in", async ({ page }) => {
    const email = uniqueEmail("principal");
    const link = createUserLink(email, "owner");
    expect(link).toMatch(/^http:\/\/localhost:\d+\/admin\/set-password\?token=/);
    await page.goto(link.replace(/^http:\/\/localhost:\d+/, adminUrl));
    await expect(page.getByRole("heading", { level: 1, name: "Set your password" })).toBeVisible();
    await page.getByLabel("New password").fill("short");
    await page.getByLabel("The same password again").fill("short");
    await page.getByRole("button", { name: "Set password" }).click();
    await expect(page.getByText("Use at least 10 characters.")).toBeVisible();
    await expect(page.getByLabel("New password")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("New password").fill(staffPassword);
    await page.getByLabel("The same password again").fill(staffPassword);
    await page.getByRole("button", { name: "Set password" }).click();
    await expect(page.getByRole("status")).toHaveText("Your password is set. Sign in with it.");

    // The link works once.
    await page.goto(link.replace(/^http:\/\/localhost:\d+/, adminUrl));
    await page.getByLabel("New password").fill("another long password");
    await page.getByLabel("The same password again").fill("another long password");
    await page.getByRole("button", { name: "Set password" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "This link has been used already or has expired. Ask the school's owner for a new one.",
    );

    await signInWithPassword(page, email);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Welcome, /);
    await expect(page.getByText("You are an owner at Sunrise Valley Public School.")).toBeVisible();
  });
});

test.describe("signing in", () => {
  test("with a wrong password says so, without saying which part was wrong", async ({ page, request }) => {
    const email = await createStaff(request, "clerk", "editor");
    await page.goto(`${adminUrl}/admin/sign-in`);
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill("not the password at all");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("The e-mail or the password is not right.");
    await expect(page.getByLabel("E-mail")).toHaveValue(email);
    await page.getByLabel("E-mail").fill(uniqueEmail("nobody"));
    await page.getByLabel("Password").fill("not the password at all");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("The e-mail or the password is not right.");
  });

  test("is needed for every admin page", async ({ page }) => {
    await page.goto(`${adminUrl}/admin/people`);
    await expect(page).toHaveURL(`${adminUrl}/admin/sign-in?next=${encodeURIComponent("/admin/people")}`);
  });

  test("and signing out", async ({ page, request }) => {
    const email = await createStaff(request, "editor", "editor");
    await signInWithPassword(page, email);
    await page
      .getByRole("banner")
      .getByRole("button", { name: /^Sign out/ })
      .click();
    await expect(page.getByRole("status")).toHaveText("You are signed out.");
    await page.goto(`${adminUrl}/admin`);
    await expect(page).toHaveURL(/\/admin\/sign-in/);
  });

  test("with a passkey added from the account page", async ({ page, context, request }) => {
    await addVirtualAuthenticator(context, page);
    const email = await createStaff(request, "teacher", "editor");
    await signInWithPassword(page, email);
    await page.goto(`${adminUrl}/admin/account`);
    await expect(page.getByText("You have no passkeys yet.")).toBeVisible();
    await page.getByLabel("Name of the new passkey (optional)").fill("Staff room PC");
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Passkey added" })).toBeVisible();
    await expect(page.getByText("Staff room PC", { exact: true })).toBeVisible();

    await page
      .getByRole("banner")
      .getByRole("button", { name: /^Sign out/ })
      .click();
    await expect(page.getByRole("status")).toHaveText("You are signed out.");
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.waitForURL(`${adminUrl}/admin`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Welcome, /);

    await page.goto(`${adminUrl}/admin/activity`);
    // An editor may not read the log; the owner's view is tested in admin-people.spec.ts.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not allowed");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the password form still signs in and out", async ({ page, request }) => {
    const email = await createStaff(request, "office", "owner");
    await page.goto(`${adminUrl}/admin/sign-in`);
    await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toHaveCount(0);
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill(staffPassword);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(`${adminUrl}/admin`);
    await page
      .getByRole("banner")
      .getByRole("button", { name: /^Sign out/ })
      .click();
    await expect(page.getByText("You are signed out.")).toBeVisible();
  });
});

test("after a session ends, a click in the admin area signs in again and lands on the page clicked", async ({
  page,
  context,
  request,
}) => {
  const editor = await createStaff(request, "ended-session", "editor");
  await signInWithPassword(page, editor);
  await context.clearCookies();
  // A link followed inside the app asks for its page's data, not its HTML.
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Albums" }).click();
  await page.waitForURL(/\/admin\/sign-in\?next=/);
  expect(new URL(page.url()).searchParams.get("next")).toBe("/admin/content/galleries");
  await page.getByLabel("E-mail").fill(editor);
  await page.getByLabel("Password").fill(staffPassword);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL(`${adminUrl}/admin/content/galleries`);
  await expect(page.getByRole("heading", { level: 1, name: "Albums" })).toBeVisible();
});
