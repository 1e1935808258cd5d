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
