import pino from "pino";
import { describe, expect, it } from "vitest";
import { createTestApi, fixtureNow } from "#tests/api-fixture";
import { createStaff, sameSite, signIn } from "#tests/staff-fixture";
import { createApp, type MountSite } from "./app";

/**
 * Issue 21: staff answers are private in any case of the path. The site here is a stand-in that
 * answers every path with a staff member's e-mail, as the admin pages and their data requests do;
 * the real site (React Router's matched route, server/site.ts) is tested in tests/e2e/admin-private.spec.ts.
 */
async function appWithStandInSite() {
  const t = await createTestApi();
  const site: MountSite = (app) => {
    app.all("*", (c) => c.text(`staff: owner@school.example (${c.req.method} ${c.req.path})`));
  };
  const app = createApp({
    config: t.config,
    db: t.db,
    logger: pino({ level: "silent" }),
    now: fixtureNow,
    auth: t.auth,
    mountSite: site,
  });
  return { ...t, app };
}

describe("staff answers in any case of the path", () => {
  it.each(["/admin", "/admin.data", "/Admin/people", "/Admin/people.data", "/ADMIN/activity.data?kind=user"])(
    "%s is no-store and noindex",
    async (path) => {
      const { app } = await appWithStandInSite();
      const answer = await app.request(path);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("Cache-Control")).toBe("no-store");
      expect(answer.headers.get("X-Robots-Tag")).toBe("noindex");
    },
  );

  it("leaves public pages to the site's own caching", async () => {
    const { app } = await appWithStandInSite();
    const answer = await app.request("/About");
    expect(answer.headers.get("Cache-Control")).toBeNull();
    expect(answer.headers.get("X-Robots-Tag")).toBeNull();
  });

  it("refuses a cross-site POST to an admin page in another case, as it does to /admin", async () => {
    const { app } = await appWithStandInSite();
    for (const path of ["/admin/people", "/Admin/people", "/ADMIN"]) {
      const answer = await app.request(path, { method: "POST", headers: { origin: "https://elsewhere.example" } });
      expect(answer.status, path).toBe(403);
    }
  });

  it("does not serve the staff API under another case: Hono's routes keep theirs", async () => {
    const t = await createTestApi();
    await createStaff(t.app, t.auth, t.db, "owner@school.example", "owner");
    const cookie = await signIn(t.app, "owner@school.example");
    expect((await t.app.request("/api/admin/me", { headers: { cookie } })).status).toBe(200);
    for (const path of ["/API/admin/me", "/api/Admin/me", "/Api/auth/get-session"]) {
      const answer = await t.app.request(path, { headers: { ...sameSite, cookie } });
      expect(answer.status, path).toBe(404);
      expect(await answer.text(), path).not.toContain("owner@school.example");
      expect(answer.headers.get("Cache-Control"), path).toBe("no-store");
    }
  });
});
