import type { Page } from "@playwright/test";
import { expect } from "./test";

/** Home's lists as the API answers them. */
export async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

export const carousel = (page: Page, name: string) =>
  page.locator(`[aria-roledescription="carousel"][aria-label="${name}"]`);

/** How many slides fit the carousel's viewport. */
export async function slidesInView(page: Page, name: string): Promise<number> {
  const section = carousel(page, name);
  const slide = await section
    .locator('[aria-roledescription="slide"]')
    .first()
    .evaluate((element) => element.getBoundingClientRect().width);
  const viewport = await section.locator(".carousel__viewport").evaluate((element) => element.clientWidth);
  return Math.round(viewport / slide);
}

/** Collects the page's uncaught errors and console errors from now on (the array fills as they come). */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}
