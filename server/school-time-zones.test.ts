import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "#database/connection";
import { replaceSchoolContent } from "#database/queries/school-content";
import { loadConfig } from "#domain/config";
import { bundleSchema } from "#domain/content-schema";
import { fixtureBundle, fixturePages } from "#tests/api-fixture";
import { createStaff, sameSite, signIn } from "#tests/staff-fixture";
import { testDatabase, versionSettled } from "#tests/test-database";
import { ApiCache, schoolDayReader } from "./api-cache";
import { createApp } from "./app";
import { createAuth } from "./auth/auth";
import { SchoolTimeZones, schoolTimeZones } from "./school-time-zones";

/**
 * Decision 0085: two schools in different zones on one instance, around their midnights. The
 * platform's zone (TZ_SCHOOL) is UTC here, so neither school's answers can come from it.
 * In November, Kolkata is UTC+5:30 and Dubai UTC+4, neither with summer time.
 */
const config = loadConfig({
  NODE_ENV: "test",
  LOG_LEVEL: "silent",
  DATA_DIR: "/nonexistent",
  TZ_SCHOOL: "UTC",
  AUTH_SECRET: "test-secret-that-is-long-enough-0123456789",
});
const logger = pino({ level: "silent" });

/** Two children: one born on 21 November, one on 22 November. */
const birthdays = [
  { _id: "b-21", name: "Twenty First", class: "V-A", date: "11-21", consent: "given" as const },
  { _id: "b-22", name: "Twenty Second", class: "V-B", date: "11-22", consent: "given" as const },
];

async function storeSchool(db: Db, code: string, timeZone: string | undefined) {
  const profile = { ...fixtureBundle.profile, name: `School ${code}`, ...(timeZone ? { timeZone } : {}) };
  await replaceSchoolContent(db, code, bundleSchema.parse({ ...fixtureBundle, profile, birthdays }), [], fixturePages);
}

let db: Db;
let now: Date;

beforeEach(async () => {
  db = await testDatabase();
  await storeSchool(db, "kolkata", "Asia/Kolkata");
  await storeSchool(db, "dubai", "Asia/Dubai");
  await storeSchool(db, "plain", undefined);
  await versionSettled(db);
});

afterEach(async () => {
  await db.destroy();
});

async function namesOf(app: ReturnType<typeof createApp>, school: string): Promise<string[]> {
  const answer = await app.request(`/api/birthdays/${school}`);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { name: string }[]).map((child) => child.name);
}

describe("today's birthdays, per school", () => {
  it("are the day of each school's own zone at the same instant", async () => {
    const app = createApp({ config, db, logger, now: () => now });
    // 00:30 on the 22nd in Kolkata; 23:00 on the 21st in Dubai; 19:00 on the 21st in UTC.
    now = new Date("2026-11-21T19:00:00Z");
    expect(await namesOf(app, "kolkata")).toEqual(["Twenty Second"]);
    expect(await namesOf(app, "dubai")).toEqual(["Twenty First"]);
    // A profile without a zone: the platform's, TZ_SCHOOL.
    expect(await namesOf(app, "plain")).toEqual(["Twenty First"]);

    // 00:30 on the 22nd in Dubai.
    now = new Date("2026-11-21T20:30:00Z");
    expect(await namesOf(app, "dubai")).toEqual(["Twenty Second"]);
    expect(await namesOf(app, "plain")).toEqual(["Twenty First"]);
  });

  it("are kept by the API cache under each school's own day, and not past its midnight", async () => {
    const timeZones = schoolTimeZones(db, config.timeZone);
    const apiCache = new ApiCache({
      contentVersion: () => db.contentVersion(),
      contentChangesSince: (from, to) => db.contentChangesSince(from, to),
      // As server/start.ts makes it: the day of the school the path names, in its zone.
      schoolDay: schoolDayReader(
        (school) => timeZones.known(school),
        () => now,
      ),
      prepareSchoolDay: (school) => timeZones.of(school),
      logger,
    });
    const app = createApp({ config, db, logger, now: () => now, apiCache, timeZones });
    now = new Date("2026-11-21T19:00:00Z");
    expect(await namesOf(app, "dubai")).toEqual(["Twenty First"]);
    const hits = apiCache.hits;
    expect(await namesOf(app, "dubai")).toEqual(["Twenty First"]);
    expect(apiCache.hits).toBe(hits + 1);

    // Dubai's midnight has passed; Kolkata's day and UTC's are the ones they were.
    now = new Date("2026-11-21T20:30:00Z");
    expect(await namesOf(app, "dubai")).toEqual(["Twenty Second"]);
  });

  it("follow a zone changed in the profile at once, through the school's content version", async () => {
    const timeZones = schoolTimeZones(db, config.timeZone);
    const app = createApp({ config, db, logger, now: () => now, timeZones });
    now = new Date("2026-11-21T19:00:00Z");
    expect(await namesOf(app, "dubai")).toEqual(["Twenty First"]);
    await storeSchool(db, "dubai", "Pacific/Auckland");
    // 08:00 on the 22nd in Auckland (UTC+13 in November).
    expect(await namesOf(app, "dubai")).toEqual(["Twenty Second"]);
    expect(await timeZones.of("dubai")).toBe("Pacific/Auckland");
  });
});

describe("the calendar feed", () => {
  it("writes the school's events in its own zone, with that zone's VTIMEZONE", async () => {
    const times = async (school: string) => {
      const app = createApp({ config: { ...config, schoolCode: school }, db, logger, now: () => now });
      const text = await (await app.request("/calendar.ics")).text();
      const event = text.slice(text.indexOf("BEGIN:VEVENT"));
      return { zone: /^TZID:(.+)$/m.exec(text)?.[1]?.trim(), start: /^DTSTART.+$/m.exec(event)?.[0]?.trim() };
    };
    // The fixture's "New event": 1 December 2026, 10:00 AM at the school.
    expect(await times("dubai")).toEqual({ zone: "Asia/Dubai", start: "DTSTART;TZID=Asia/Dubai:20261201T100000" });
    expect(await times("kolkata")).toEqual({
      zone: "Asia/Kolkata",
      start: "DTSTART;TZID=Asia/Kolkata:20261201T100000",
    });
    // No zone of its own: the platform's, UTC here, written as UTC times.
    expect(await times("plain")).toEqual({ zone: undefined, start: "DTSTART:20261201T100000Z" });
  });
});

describe("the profile's time zone in the admin area", () => {
  it("is refused unless IANA names it, and once published is the school's zone for its birthdays and its staff", async () => {
    const auth = createAuth({ config, db, logger, secret: config.authSecret ?? "" });
    const app = createApp({ config, db, logger, auth, now: () => now });
    await createStaff(app, auth, db, "owner@school.example", "owner", "dubai");
    const cookie = await signIn(app, "owner@school.example");
    const send = (method: string, route: string, body?: unknown) =>
      app.request(`/api/admin/schools/dubai/content/profile/profile${route}`, {
        method,
        headers: { ...sameSite, cookie, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const zoneForStaff = async () => {
      const me = (await (await app.request("/api/admin/me", { headers: { cookie } })).json()) as {
        schools: { code: string; timeZone: string }[];
      };
      return me.schools.find((school) => school.code === "dubai")?.timeZone;
    };
    now = new Date("2026-11-21T19:00:00Z");
    expect(await zoneForStaff()).toBe("Asia/Dubai");
    expect(await namesOf(app, "dubai")).toEqual(["Twenty First"]);

    for (const wrong of ["Mars/Olympus", "+05:30", "asia/dubai"]) {
      expect((await send("PUT", "", { values: { timeZone: wrong } })).status).toBe(200);
      const refused = await send("POST", "/publish");
      expect(refused.status, wrong).toBe(422);
      expect(JSON.stringify(await refused.json())).toContain("expected an IANA time zone");
    }
    expect(await namesOf(app, "dubai")).toEqual(["Twenty First"]);

    expect((await send("PUT", "", { values: { timeZone: "Pacific/Auckland" } })).status).toBe(200);
    expect((await send("POST", "/publish")).status).toBe(200);
    expect(await zoneForStaff()).toBe("Pacific/Auckland");
    // 08:00 on the 22nd in Auckland.
    expect(await namesOf(app, "dubai")).toEqual(["Twenty Second"]);
    // The public profile's answer keeps its fields: the zone is the server's to apply.
    const profile = (await (await app.request("/api/school/dubai")).json()) as Record<string, unknown>;
    expect(profile).not.toHaveProperty("timeZone");
  });
});

describe("SchoolTimeZones", () => {
  /** A content version moved by hand, and a reader that counts its reads. */
  function counted(zones: Record<string, string | undefined>) {
    const state = { version: 1, moved: new Set<string>(), reads: [] as string[] };
    const timeZones = new SchoolTimeZones(
      {
        contentVersion: () => String(state.version),
        contentChangesSince: () => ({ everything: false, schools: state.moved }),
      },
      async (school) => {
        state.reads.push(school);
        return zones[school];
      },
      "Asia/Kolkata",
    );
    const move = (school: string) => {
      state.version += 1;
      state.moved = new Set([school]);
    };
    return { state, timeZones, move, zones };
  }

  it("reads a school's zone once, and again only after that school's content moved", async () => {
    const { state, timeZones, move, zones } = counted({ a: "Asia/Dubai", b: "Asia/Singapore" });
    expect(timeZones.known("a")).toBeUndefined();
    expect(await timeZones.of("a")).toBe("Asia/Dubai");
    expect(await timeZones.of("a")).toBe("Asia/Dubai");
    expect(await timeZones.of("b")).toBe("Asia/Singapore");
    expect(timeZones.known("a")).toBe("Asia/Dubai");
    expect(state.reads).toEqual(["a", "b"]);

    zones.a = "Asia/Kathmandu";
    move("a");
    expect(timeZones.known("a")).toBeUndefined();
    expect(timeZones.known("b")).toBe("Asia/Singapore");
    expect(await timeZones.of("a")).toBe("Asia/Kathmandu");
    expect(state.reads).toEqual(["a", "b", "a"]);
  });

  it("answers the platform's zone for a school without one, or with one this runtime does not know", async () => {
    const { timeZones } = counted({ none: undefined, odd: "Mars/Olympus" });
    expect(await timeZones.of("none")).toBe("Asia/Kolkata");
    expect(await timeZones.of("odd")).toBe("Asia/Kolkata");
    expect(await timeZones.of("no-such-school")).toBe("Asia/Kolkata");
  });
});
