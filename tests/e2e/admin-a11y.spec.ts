import {
  adminUrl,
  createStaff,
  createUserLink,
  setPasswordByLink,
  signInWithPassword,
  uniqueEmail,
} from "./admin-helpers";
import { axeViolations, describeViolations } from "./axe";
import { expect, test } from "./test";

const signedInPages = ["/admin", "/admin/people", "/admin/activity", "/admin/account"];

for (const width of [390, 1366]) {
  test(`every admin page has no axe violation at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const problems: string[] = [];
    await page.goto(`${adminUrl}/admin/sign-in`);
    problems.push(...describeViolations("/admin/sign-in", await axeViolations(page)));
    await page.goto(createUserLink(uniqueEmail("a11y"), "owner").replace(/^http:\/\/localhost:\d+/, adminUrl));
    problems.push(...describeViolations("/admin/set-password", await axeViolations(page)));
    await page.goto(`${adminUrl}/admin/forgot-password`);
    problems.push(...describeViolations("/admin/forgot-password", await axeViolations(page)));

    const owner = await createStaff(request, "a11y-owner", "owner");
    await signInWithPassword(page, owner);
    // An invitation waiting, so People lists it, and its link's page.
    await page.goto(`${adminUrl}/admin/people`);
    await page.getByLabel("E-mail").fill(uniqueEmail("a11y-invited"));
    await page.getByRole("button", { name: "Invite", exact: true }).click();
    const invitationLink = (await page.locator(".admin-link-text code").textContent()) ?? "";
    for (const path of signedInPages) {
      await page.goto(`${adminUrl}${path}`);
      problems.push(...describeViolations(path, await axeViolations(page)));
      // Nothing wider than the screen: a phone never scrolls sideways.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} is wider than ${width} px`).toBeLessThanOrEqual(0);
    }
    await page.context().clearCookies();
    await page.goto(invitationLink);
    problems.push(...describeViolations("/admin/invitation", await axeViolations(page)));
    // The operator's page.
    const operator = uniqueEmail("a11y-operator");
    await setPasswordByLink(request, createUserLink(operator, "operator"));
    await signInWithPassword(page, operator);
    await page.goto(`${adminUrl}/admin/schools`);
    problems.push(...describeViolations("/admin/schools", await axeViolations(page)));
    expect(problems).toEqual([]);
  });
}

test("an owner invites someone with the keyboard alone", async ({ page, request }) => {
  const owner = await createStaff(request, "keys", "owner");
  await page.goto(`${adminUrl}/admin/sign-in`);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("E-mail")).toBeFocused();
  await page.keyboard.type(owner);
  await page.keyboard.press("Tab");
  await page.keyboard.type("a long staff password");
  await page.keyboard.press("Enter");
  await page.waitForURL(`${adminUrl}/admin`);

  // After signing in, keyboards and screen readers continue at the page's content.
  await expect(page.locator("#main")).toBeFocused();
  // On a page load the skip link comes first.
  await page.goto(`${adminUrl}/admin/people`);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.getByLabel("E-mail").focus();
  await page.keyboard.type(uniqueEmail("typed"));
  await page.keyboard.press("Tab");
  await page.keyboard.type("Typed Person");
  await page.keyboard.press("Tab");
  // Into the role radios (Editor is chosen); arrow down chooses Contributor.
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: /^Contributor/ })).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Invite", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText(/.+ is invited as a contributor\. They join once they accept it\./)).toBeVisible();
});
