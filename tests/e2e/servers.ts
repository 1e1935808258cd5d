import type { APIRequestContext, Page } from "@playwright/test";
import { notificationSeenKey, notificationSignature } from "#app/lib/notification-once.ts";
import type { ProfileRecord } from "#domain/api-records";

/** The second e2e server (playwright.config.ts): the "empty" school, a profile and no content. */
export const emptySchoolUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}`;

/** The third: a school code with no profile (an unknown school). */
export const missingSchoolUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 2}`;

/** The profile the demo server shows, read the way any client reads it. */
export async function demoProfile(request: APIRequestContext): Promise<ProfileRecord> {
  const response = await request.get("/api/school/demo");
  if (!response.ok()) throw new Error(`the demo profile answered ${response.status()}`);
  return (await response.json()) as ProfileRecord;
}

/** Keeps the home notification popup from opening (as if already seen this session), for tests about something else. */
export async function skipNotificationPopup(page: Page, request: APIRequestContext): Promise<void> {
  const response = await request.get("/api/notification/demo");
  const ids = ((await response.json()) as Array<{ _id: string }>).map((item) => item._id);
  await page.addInitScript(
    ([key, value]) => {
      // The script runs in every frame too: the footer's sandboxed map refuses storage, and must not log an error.
      if (window.top === window) window.sessionStorage.setItem(key, value);
    },
    [notificationSeenKey, notificationSignature(ids)],
  );
}
