import type { Browser, Page } from "@playwright/test";
import {
  adminUrl,
  createStaff,
  createUserLink,
  editingServer,
  editingUrl,
  setPasswordByLink,
  signInWithPassword,
  staffPassword,
  uniqueEmail,
} from "./admin-helpers";
import { axeViolations, describeViolations } from "./axe";
import { expect, test } from "./test";

/**
 * Issue 23, points 6 and 8, on a 390 px phone by touch: people are named by their names, not their
 * addresses (create-user, the invitation, the account screen, the activity log); and a draft's
 * badge follows its autosaves, while "New" leaves no trace until something is typed.
 */

test.describe.configure({ timeout: 90_000 });
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
test.use(phone);

async function expectNoSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

async function expectNoAxeViolations(page: Page, where: string) {
  expect(describeViolations(where, await axeViolations(page))).toEqual([]);
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `.tmp/screens/${name}.png`, fullPage: true });
}

async function phonePage(browser: Browser): Promise<Page> {
  return (await browser.newContext(phone)).newPage();
}

test("names, not e-mails: create-user's name greets, the invited person names themselves, the log shows names", async ({
  page,
  browser,
  request,
}) => {
  const owner = uniqueEmail("office.clerk");
  await setPasswordByLink(request, createUserLink(owner, "owner", "demo", undefined, "मीना अय्यर"));
  await signInWithPassword(page, owner);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, मीना अय्यर");
  await shot(page, "names-dashboard");

  await page.goto(`${adminUrl}/admin/people`);
  const invited = uniqueEmail("arjun");
  await page.getByLabel("E-mail").fill(invited);
  await page.getByLabel("Name", { exact: true }).fill("Arjun Menon");
  await page.getByRole("radio", { name: /^Editor/ }).tap();
  await page.getByRole("button", { name: "Invite", exact: true }).tap();
  await expect(page.getByText("Arjun Menon is invited as an editor. They join once they accept it.")).toBeVisible();
  await expectNoSideways(page);
  await expectNoAxeViolations(page, "/admin/people");
  const link = (await page.locator(".admin-link-text code").textContent()) ?? "";

  // The invited person keeps or corrects the name the owner gave, in their own script.
  const theirs = await phonePage(browser);
  await theirs.goto(link.replace(/^http:\/\/localhost:\d+/, adminUrl));
  const name = theirs.getByLabel("Your name");
  await expect(name).toHaveValue("Arjun Menon");
  await name.fill("");
  await theirs.getByLabel("New password").fill(staffPassword);
  await theirs.getByLabel("The same password again").fill(staffPassword);
  await theirs.getByRole("button", { name: "Join and set password" }).tap();
  await expect(theirs.getByText("Enter a name.")).toBeVisible();
  await expectNoAxeViolations(theirs, "/admin/invitation, refused");
  await theirs.getByLabel("Your name").fill("अर्जुन मेनन");
  await theirs.getByLabel("New password").fill(staffPassword);
  await theirs.getByLabel("The same password again").fill(staffPassword);
  await shot(theirs, "names-invitation");
  await theirs.getByRole("button", { name: "Join and set password" }).tap();
  await expect(theirs.getByText(/^Now sign in\./)).toBeVisible();
  await signInWithPassword(theirs, invited);
  await expect(theirs.getByRole("heading", { level: 1 })).toHaveText("Welcome, अर्जुन मेनन");
  await theirs.context().close();

  // The owner gives their name in another spelling on their account screen.
  await page.goto(`${adminUrl}/admin/account`);
  const own = page.getByLabel("Name", { exact: true });
  await expect(own).toHaveValue("मीना अय्यर");
  await own.fill("Meena Iyer");
  await page.getByRole("button", { name: "Save name" }).tap();
  await expect(page.getByText("Your name is now Meena Iyer.")).toBeVisible();
  await expectNoSideways(page);
  await expectNoAxeViolations(page, "/admin/account");
  await shot(page, "names-account");

  await page.goto(`${adminUrl}/admin/activity?kind=user`);
  const rows = page.getByRole("row");
  const accepted = rows.filter({ hasText: "accepted the invitation as editor" }).filter({ hasText: invited });
  await expect(accepted).toHaveCount(1);
  await expect(accepted.getByRole("cell").nth(1)).toHaveText(`अर्जुन मेनन${invited}`);
  const renamed = rows.filter({ hasText: "changed their name from “मीना अय्यर” to “Meena Iyer”" });
  await expect(renamed.getByRole("cell").nth(1)).toHaveText(`Meena Iyer${owner}`);
  await expect(rows.filter({ hasText: "invited as editor · अर्जुन मेनन" }).filter({ hasText: owner })).toHaveCount(1);
  await expectNoSideways(page);
  await expectNoAxeViolations(page, "/admin/activity");
  await shot(page, "names-activity");
});

test("drafts: New leaves no trace until something is typed, and the badge follows each autosave", async ({
  page,
  request,
}) => {
  const editor = await createStaff(request, "phone-drafts", "editor", editingServer);
  await signInWithPassword(page, editor, undefined, editingUrl);
  const api = `${editingUrl}/api/admin/schools/demo/content/news`;
  const total = async () => ((await (await page.request.get(api)).json()) as { total: number }).total;
  const before = await total();

  // Opened and left: nothing made.
  await page.goto(`${editingUrl}/admin/content/news`);
  await page.getByRole("link", { name: "New news item" }).tap();
  await page.waitForURL(/\/admin\/content\/news\/new$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New news item");
  await expectNoSideways(page);
  await expectNoAxeViolations(page, "/admin/content/news/new");
  await shot(page, "drafts-new");
  await page.waitForTimeout(6_000);
  await page.getByRole("link", { name: "News" }).first().tap();
  await page.waitForURL(/\/admin\/content\/news$/);
  expect(await total()).toBe(before);

  // Typed into: the first autosave makes the draft, and the screen moves to it with the form as it was.
  await page.getByRole("link", { name: "New news item" }).tap();
  await page.waitForURL(/\/admin\/content\/news\/new$/);
  const title = `Sports Day ${Date.now().toString(36)}`;
  const field = page.getByLabel("Title");
  await field.tap();
  await field.pressSequentially(title);
  await page.waitForURL(/\/admin\/content\/news\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(title);
  expect(await total()).toBe(before + 1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  await page.getByLabel("Date").fill("2026-11-26");
  await page.getByRole("button", { name: "Publish", exact: true }).tap();
  await expect(page.getByText("Published. The site shows it now.")).toBeVisible();
  await expect(page.locator(".admin-status-line")).toHaveText("Published");

  // An autosave of the published item: the badge says its changes are not on the site yet.
  await field.fill(`${title}, results`);
  await expect(page.locator(".admin-status-line")).toHaveText("PublishedChanges not yet published", {
    timeout: 15_000,
  });
  await expect(page.getByText(/^Draft saved at/)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${title}, results`);
  await expectNoSideways(page);
  await expectNoAxeViolations(page, "a news item after an autosave");
  await shot(page, "drafts-badge");
});
