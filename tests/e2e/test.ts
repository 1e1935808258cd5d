import { test as base } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * Playwright's `test`, whose page.goto and page.reload return once the page is
 * hydrated (app/root.tsx marks <html data-hydrated>): a button pressed before
 * that would do nothing, and the test would wait for a change that never comes.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const hydrated = async () => {
      if (javaScriptEnabled !== false) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await hydrated();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await hydrated();
      return response;
    };
    await use(page);
  },
});
