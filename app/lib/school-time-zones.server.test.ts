import pino from "pino";
import type { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chooseSchool } from "#app/admin/lib/active-school.server.ts";
import { editAction } from "#app/admin/lib/content-actions.server.ts";
import { schoolPage } from "#app/admin/lib/school-scope.server.ts";
import { siteContext } from "#app/load-context.ts";
import { loader as eventsLoader } from "#app/routes/events.tsx";
import type { Db } from "#database/connection";
import { replaceSchoolContent } from "#database/queries/school-content";
import { loadConfig } from "#domain/config";
import { bundleSchema } from "#domain/content-schema";
import { editableKinds } from "#domain/editing/editable-kinds";
import { createApp, type SiteDeps } from "#server/app";
import { addToSchool } from "#server/auth/accounts";
import { type Auth, createAuth } from "#server/auth/auth";
import { Clock } from "#server/clock";
import { type SchoolTimeZones, schoolTimeZones } from "#server/school-time-zones";
import { siteContext as serverSiteContext } from "#server/site";
import { fixtureBundle, fixturePages } from "#tests/api-fixture";
import { createStaff, sameSite, signIn } from "#tests/staff-fixture";
import { testDatabase } from "#tests/test-database";

/**
 * Decision 0085, as a visitor and a clerk see it: two schools on one instance, one in Kolkata
 * (UTC+5:30) and one in Dubai (UTC+4), and a platform zone (TZ_SCHOOL) of UTC that neither uses.
 * The site's loaders get the zone the server reads for the school (server/site.ts asks
 * SchoolTimeZones for it, as here); the admin area takes its school's from /api/admin/me.
 */
const config = loadConfig({
  NODE_ENV: "test",
  LOG_LEVEL: "silent",
  DATA_DIR: "/nonexistent",
  TZ_SCHOOL: "UTC",
  TEST_CLOCK: "on",
  AUTH_SECRET: "test-secret-that-is-long-enough-0123456789",
});
const logger = pino({ level: "silent" });

const events = [
  { _id: "e-2026", title: "Year-end concert", date: "2026-12-31", time: "6:00 PM", venue: "Hall" },
  { _id: "e-2027", title: "New-year assembly", date: "2027-01-02", time: "9:00 AM", venue: "Ground" },
];

let db: Db;
let auth: Auth;
let clock: Clock;
let timeZones: SchoolTimeZones;
let app: ReturnType<typeof createApp>;
let deps: SiteDeps | undefined;

beforeEach(async () => {
  db = await testDatabase();
  for (const [code, timeZone] of [
    ["kolkata", "Asia/Kolkata"],
    ["dubai", "Asia/Dubai"],
  ] as const) {
    const profile = { ...fixtureBundle.profile, name: `School ${code}`, timeZone };
    await replaceSchoolContent(db, code, bundleSchema.parse({ ...fixtureBundle, profile, events }), [], fixturePages);
  }
  auth = createAuth({ config, db, logger, secret: config.authSecret ?? "" });
  clock = new Clock();
  timeZones = schoolTimeZones(db, config.timeZone);
  app = createApp({
    config,
    db,
    logger,
    auth,
    clock,
    now: clock.now,
    timeZones,
    mountSite: (_app, given) => {
      deps = given;
    },
  });
});

afterEach(async () => {
  vi.useRealTimers();
  await db.destroy();
});

/** What server/site.ts hands a loader of `school`'s site: the school's own zone. */
async function siteOf(school: string): Promise<RouterContextProvider> {
  if (!deps) throw new Error("the app did not hand its site the services");
  const request = new Request("http://localhost/");
  return serverSiteContext(siteContext, deps, school, undefined, undefined, request, await timeZones.of(school));
}

describe("Upcoming Events, per school", () => {
  it("opens on each school's own current year at the same instant", async () => {
    const shown = async (school: string) => {
      const context = await siteOf(school);
      const request = new Request("http://localhost/Events");
      const view = await eventsLoader({ context, request, params: {} } as unknown as Parameters<
        typeof eventsLoader
      >[0]);
      return { year: view.shown.year, titles: view.items.map((event) => event.title) };
    };
    // 00:30 on 1 January 2027 in Kolkata; 23:00 on 31 December 2026 in Dubai.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-31T19:00:00Z") });
    expect(await shown("kolkata")).toEqual({ year: 2027, titles: ["New-year assembly"] });
    expect(await shown("dubai")).toEqual({ year: 2026, titles: ["Year-end concert"] });
  });
});

describe("a publish scheduled at 09:00 school time", () => {
  it("is kept as each school's 09:00 and fires at that instant in UTC", async () => {
    clock.set(new Date("2026-11-21T04:30:00Z"));
    const person = await createStaff(app, auth, db, "owner@school.example", "owner", "kolkata");
    await addToSchool(db, "dubai", person, "owner");
    const cookie = await signIn(app, "owner@school.example");

    // The edit screen's Schedule button, as the browser sends it. Both on Kolkata's site: the admin
    // area works on the school chosen in its header (the admin-school cookie), in that school's zone.
    const schedule = async (school: string) => {
      const chosen = (await chooseSchool(school, "http://localhost")).split(";")[0];
      const request = new Request(`http://localhost/admin/content/news/n-old`, {
        method: "POST",
        headers: { ...sameSite, cookie: `${cookie}; ${chosen}` },
      });
      const page = await schoolPage(request, await siteOf("kolkata"), "content.draft");
      expect(page.school.code).toBe(school);
      const form = new FormData();
      form.set("intent", "schedule");
      form.set("title", `Sports week in ${school}`);
      form.set("publishAt", "2026-11-22T09:00");
      form.set("unpublishAt", "");
      const answer = await editAction({
        caller: page.caller,
        kind: editableKinds.news,
        id: "n-old",
        form,
        timeZone: page.timeZone,
      });
      expect(answer.refusal).toBeUndefined();
    };
    await schedule("kolkata");
    await schedule("dubai");

    const admin = async (school: string) => {
      const answer = await app.request(`/api/admin/schools/${school}/content/news/n-old`, { headers: { cookie } });
      return (await answer.json()) as { publishAt: string | null; status: string };
    };
    expect((await admin("kolkata")).publishAt).toBe("2026-11-22T03:30:00.000Z");
    expect((await admin("dubai")).publishAt).toBe("2026-11-22T05:00:00.000Z");

    const titles = async (school: string) =>
      ((await (await app.request(`/api/news/${school}`)).json()) as { title: string }[]).map((item) => item.title);
    // The project's test clock: moves the server's clock and runs the schedules that came due.
    const setClock = async (now: string) => {
      const answer = await app.request("/api/test/clock", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ now }),
      });
      expect(answer.status).toBe(200);
      return ((await answer.json()) as { run: { published: number } }).run.published;
    };

    // 08:59 in Kolkata: nothing yet.
    expect(await setClock("2026-11-22T03:29:00Z")).toBe(0);
    // 09:01 in Kolkata, 07:31 in Dubai.
    expect(await setClock("2026-11-22T03:31:00Z")).toBe(1);
    expect(await titles("kolkata")).toContain("Sports week in kolkata");
    expect(await titles("dubai")).not.toContain("Sports week in dubai");
    // 09:01 in Dubai.
    expect(await setClock("2026-11-22T05:01:00Z")).toBe(1);
    expect(await titles("dubai")).toContain("Sports week in dubai");
  });
});
