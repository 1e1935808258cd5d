import { adminUrl, createStaff, signInWithPassword } from "./admin-helpers";
import { expect, test } from "./test";

/**
 * Issue 21: every admin answer, page or data request, in any case of its path, is kept by no
 * browser or proxy and indexed by no search engine; the built site decides by the route React
 * Router matched (server/site.ts, server/staff-routes.ts).
 */
const staffAnswers = [
  "/admin",
  "/admin.data",
  "/Admin",
  "/ADMIN.data",
  "/admin/people",
  "/Admin/people",
  "/admin/people.data",
  "/Admin/people.data",
  "/aDmIn/activity.data?kind=user",
];

test("an owner's admin pages and their data are no-store and noindex in any case of the path", async ({
  page,
  request,
}) => {
  const owner = await createStaff(request, "principal", "owner");
  await signInWithPassword(page, owner);
  for (const path of staffAnswers) {
    const answer = await page.request.get(`${adminUrl}${path}`, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()["cache-control"], path).toBe("no-store");
    expect(answer.headers()["x-robots-tag"], path).toBe("noindex");
  }
  // The dashboard's data request is the one the issue found: it names staff.
  expect(await (await page.request.get(`${adminUrl}/admin.data`)).text()).toContain(owner);

  // A public page stays public for a visitor, and the staff API keeps its own spelling.
  const about = await request.get(`${adminUrl}/About`);
  expect(about.headers()["cache-control"]).toBe("public, max-age=60");
  expect(about.headers()["x-robots-tag"]).toBeUndefined();
  const otherCase = await page.request.get(`${adminUrl}/API/admin/me`);
  expect(otherCase.status()).toBe(404);
  expect(await otherCase.text()).not.toContain(owner);
});

test("signed out, an admin address in another case is sent to sign in, privately", async ({ request }) => {
  for (const path of ["/Admin/people", "/Admin/people.data", "/ADMIN/SIGN-IN"]) {
    const answer = await request.get(`${adminUrl}${path}`, { maxRedirects: 0 });
    expect(answer.status(), path).toBeLessThan(400);
    expect(answer.headers()["cache-control"], path).toBe("no-store");
    expect(answer.headers()["x-robots-tag"], path).toBe("noindex");
  }
});
