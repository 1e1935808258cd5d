import type { Locator } from "@playwright/test";
import { newAdmissionFees as newAdmission, readmissionFees as readmission } from "#tests/fixtures/fee-tables";
import { expect, test } from "./test";

async function cells(table: Locator): Promise<string[][]> {
  return table
    .locator("tr")
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll("th, td")].map((cell) => (cell.textContent ?? "").trim())),
    );
}

test.describe("Fee Structure", () => {
  test("shows both fee tables with every figure of the specification", async ({ page }) => {
    await page.goto("/FeeStructure");
    const fresh = page.getByRole("region", { name: "New admission fee per quarter" }).getByRole("table");
    const again = page.getByRole("region", { name: "Re-admission fee per quarter" }).getByRole("table");
    expect(await cells(fresh)).toEqual(newAdmission);
    expect(await cells(again)).toEqual(readmission);
    for (const table of [fresh, again]) {
      // Header cells are column headers, so each figure is read with its quarter.
      await expect(table.getByRole("columnheader")).toHaveCount(5);
      await expect(table.locator("thead th:not([scope='col'])")).toHaveCount(0);
    }
    await expect(page.getByRole("table")).toHaveCount(2);
  });

  test("on a phone a table scrolls inside its own box, by touch or keyboard, and the page does not", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/FeeStructure");
    const box = page.getByRole("region", { name: "New admission fee per quarter" });
    const size = await box.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(size.scroll).toBeGreaterThan(size.client);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await box.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });

  test("printed, a table is not cut off by its scrolling box", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 1100 });
    await page.goto("/FeeStructure");
    await page.emulateMedia({ media: "print" });
    for (const name of ["New admission fee per quarter", "Re-admission fee per quarter"]) {
      const box = page.getByRole("region", { name });
      expect(await box.evaluate((element) => getComputedStyle(element).overflowX)).toBe("visible");
      const fits = await box.evaluate((element) => {
        const table = element.querySelector("table") as HTMLTableElement;
        return table.getBoundingClientRect().right <= document.documentElement.clientWidth;
      });
      expect(fits).toBe(true);
    }
  });
});
