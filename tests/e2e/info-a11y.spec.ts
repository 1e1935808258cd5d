import type { Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { infoPages } from "./info-helpers";
import { emptySchoolUrl } from "./servers";
import { expect, test } from "./test";

async function violations(page: Page) {
  // The whole list in the failure message says what to fix.
  return axeViolations(page);
}

/** Every page of issue 5: the information pages, Examination, /Tc, /Pphelp and /ErpSoftware. */
const paths = [...infoPages.map((page) => page.path), "/Examination", "/Tc", "/Pphelp", "/ErpSoftware"];

test.describe("axe finds no WCAG 2.2 AA violation", () => {
  for (const path of paths) {
    test(`on ${path}`, async ({ page }) => {
      await page.goto(path);
      expect(await violations(page)).toEqual([]);
    });
  }

  test("on Fee Structure on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/FeeStructure");
    expect(await violations(page)).toEqual([]);
  });

  test("on /Tc showing an error", async ({ page }) => {
    await page.goto("/Tc");
    await page.getByRole("button", { name: "View Details" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please fill in all fields");
    expect(await violations(page)).toEqual([]);
  });

  test("on ERP Software with an image popup open", async ({ page }) => {
    await page.goto("/ErpSoftware");
    await page.getByRole("link", { name: /^Screenshot of the parent portal/ }).click();
    await expect(page.getByRole("dialog", { name: "Parent Portal" })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test("on a page the school has not published", async ({ page }) => {
    await page.goto(`${emptySchoolUrl}/FeeStructure`);
    await expect(page.getByRole("region", { name: "Not published yet" })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
