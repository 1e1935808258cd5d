import { execFileSync } from "node:child_process";
import path from "node:path";
import { adminUrl, createUserLink, setPasswordByLink, signInWithPassword, uniqueEmail } from "./admin-helpers";
import { expect, test } from "./test";

test("someone in two schools switches between them, each with its own role", async ({ page, request }) => {
  // A second school on the demo server's database, loaded the way an operator loads one.
  execFileSync("npx", ["tsx", "content/cli.ts", "import", "tests/fixtures/empty-bundle", "--school", "second"], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: { ...process.env, DATA_DIR: ".tmp/e2e-data", LOG_LEVEL: "silent" },
  });
  const email = uniqueEmail("both");
  await setPasswordByLink(request, createUserLink(email, "owner", "demo"));
  createUserLink(email, "contributor", "second");

  await signInWithPassword(page, email);
  const header = page.getByRole("banner");
  await expect(header).toContainText("Sunrise Valley Public School");
  await expect(header).toContainText("Owner");
  await expect(header.getByRole("link", { name: "People" })).toBeVisible();

  const secondName = await page.getByLabel("School").locator("option").filter({ hasNotText: "Sunrise" }).textContent();
  await page.getByLabel("School").selectOption({ label: secondName ?? "" });
  await page.getByRole("button", { name: "Switch" }).click();
  await expect(header).toContainText("Contributor");
  await expect(header.getByRole("link", { name: "People" })).toHaveCount(0);
  await expect(page.getByText(/You are a contributor at /)).toBeVisible();

  // The choice is remembered on the next visit.
  await page.goto(`${adminUrl}/admin`);
  await expect(header).toContainText("Contributor");
});

test("the operator creates a school and its first owner, who signs in to it", async ({ page, browser, request }) => {
  const operator = uniqueEmail("operator");
  await setPasswordByLink(request, createUserLink(operator, "operator"));
  await signInWithPassword(page, operator);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Schools" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Schools");

  const code = `new-${Date.now().toString(36)}`;
  const owner = uniqueEmail("head");
  await page.getByLabel("Code").fill("Not A Code");
  await page.getByLabel("Name", { exact: true }).fill("Hill View School");
  await page.getByLabel("Owner's e-mail").fill(owner);
  await page.getByLabel("Owner's name").fill("Meena Iyer");
  await page.getByRole("button", { name: "Create the school" }).click();
  await expect(page.getByText("Use lower-case letters, digits and -, at most 32.")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Hill View School");
  await expect(page.getByLabel("Owner's name")).toHaveValue("Meena Iyer");

  await page.getByLabel("Code").fill(code);
  await page.getByRole("button", { name: "Create the school" }).click();
  await expect(page.getByText(`Hill View School (${code}) is ready, with ${owner} as its owner.`)).toBeVisible();
  const link = (await page.locator(".admin-link-text code").textContent()) ?? "";
  const row = page.getByRole("listitem").filter({ hasText: `(${code})` });
  await expect(row).toBeVisible();

  // Its own storage quota: a refusal keeps what was typed; a good one shows on its row.
  const quota = row.getByLabel("Storage quota of Hill View School in MB");
  await quota.fill("0");
  await row.getByRole("button", { name: "Save the quota of Hill View School" }).click();
  await expect(row.getByText("Give at least 1 MB, or leave it empty for the platform's quota.")).toBeVisible();
  await expect(quota).toHaveValue("0");
  await quota.fill("50");
  await row.getByRole("button", { name: "Save the quota of Hill View School" }).click();
  await expect(row.getByText(`${code} may now store 50 MB.`)).toBeVisible();
  await expect(row).toContainText("of 50 MB (its own quota)");

  await setPasswordByLink(request, link);
  const theirs = await browser.newPage();
  await signInWithPassword(theirs, owner);
  await expect(theirs.getByText("You are an owner at Hill View School.")).toBeVisible();
  // The school's people know the owner by the name the operator gave.
  await theirs.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "People" }).click();
  await expect(theirs.getByRole("main")).toContainText("Meena Iyer");
  await theirs.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Activity" }).click();
  await expect(theirs.getByRole("row").filter({ hasText: `created the school, with ${owner} as owner` })).toHaveCount(
    1,
  );
  await theirs.close();
});
