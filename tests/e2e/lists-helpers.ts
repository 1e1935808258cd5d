import fs from "node:fs";
import { expect, type Locator, type Page } from "@playwright/test";
import type { BundleInput } from "#domain/content-schema";
import { schoolToday } from "#domain/school-date";

/** The first e2e server: the demo school (its static images hold the club photos). */
export const demoSchoolUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100)}`;

/** The fourth e2e server (playwright.config.ts): the "lists" school of tests/fixtures/lists-bundle. */
export const listsSchoolUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 3}`;

/** The bundle the lists server imported: what the pages must show. */
export const listsBundle = JSON.parse(
  fs.readFileSync(new URL("../fixtures/lists-bundle/content.json", import.meta.url), "utf8"),
) as BundleInput;

/** The school's current year, as the server sees it (TZ_SCHOOL defaults to Asia/Kolkata). */
export function schoolYear(): number {
  return schoolToday("Asia/Kolkata").year;
}

export const resultCount = (page: Page): Locator => page.locator(".list-status__count");
export const fallbackNotice = (page: Page): Locator => page.locator(".list-status__notice");
export const noMatch = (page: Page): Locator => page.locator(".list-status__empty");
/** The titles of the news items, events, albums or videos on the page, in order. */
export const itemTitles = (page: Page): Locator => page.locator(".list-item__title, .tile__title");

/** A select offers exactly these options, in order; retried while a navigation settles. */
export async function expectOptions(select: Locator, texts: string[]): Promise<void> {
  await expect(select.locator("option")).toHaveText(texts);
}

/** axe's WCAG 2.2 A/AA violations (the shared helper of tests/e2e/axe.ts). */
export { axeViolations } from "./axe";
