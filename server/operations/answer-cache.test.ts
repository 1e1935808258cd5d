import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#database/connection";
import { replaceSchoolContent } from "#database/queries/school-content";
import { type Bundle, bundleSchema } from "#domain/content-schema";
import { fixtureBundle, fixturePages } from "#tests/api-fixture";
import { testDatabase, versionSettled } from "#tests/test-database";
import { AnswerCache } from "./answer-cache";
import { createPublicContent, type PublicContent } from "./public-content";

/**
 * The public reads' answers are kept per school (decision 0088, as the API's are, decision 0083):
 * a page view reads them from memory, a write in one school refreshes that school's answers only,
 * answers about "today" are kept per day, and a preview's draft is never kept.
 */

const bundle: Bundle = bundleSchema.parse(fixtureBundle);
const withNews = (title: string) =>
  bundleSchema.parse({ ...fixtureBundle, news: [{ _id: "n-x", title, fromDate: "2026-11-01", attachments: [] }] });

let db: Db;
let cache: AnswerCache;
let content: PublicContent;
let now = new Date("2026-11-21T04:30:00Z");

beforeAll(async () => {
  db = await testDatabase();
  await replaceSchoolContent(db, "alpha", bundle, [], fixturePages);
  await replaceSchoolContent(db, "beta", bundle, [], fixturePages);
  await versionSettled(db);
  cache = new AnswerCache({
    contentVersion: () => db.contentVersion(),
    contentChangesSince: (from, to) => db.contentChangesSince(from, to),
  });
  content = createPublicContent({ db, timeZoneOf: async () => "Asia/Kolkata", now: () => now, cache });
});

afterAll(async () => {
  await db.destroy();
});

describe("the public reads' answer cache", () => {
  it("answers a second read from memory: the same, frozen answer", async () => {
    const first = await content.list("alpha", "news");
    const hits = cache.hits;
    const second = await content.list("alpha", "news");
    expect(cache.hits).toBe(hits + 1);
    expect(second).toBe(first);
    expect(Object.isFrozen(second) && Object.isFrozen(second[0])).toBe(true);
    expect(() => (second as unknown[]).push({})).toThrow(TypeError);
  });

  it("refreshes the school whose content moved, and keeps the other's answers", async () => {
    const alphaBefore = await content.list("alpha", "news");
    const betaBefore = await content.list("beta", "news");
    const profileBefore = await content.profile("beta");
    await replaceSchoolContent(db, "alpha", withNews("Changed in alpha"), [], fixturePages);

    const alphaAfter = await content.list("alpha", "news");
    expect(alphaAfter.map((item) => item.title)).toEqual(["Changed in alpha"]);
    expect(alphaAfter).not.toEqual(alphaBefore);
    const hits = cache.hits;
    expect(await content.list("beta", "news")).toBe(betaBefore);
    expect(await content.profile("beta")).toBe(profileBefore);
    expect(cache.hits).toBe(hits + 2);
  });

  it("keeps the birthdays under the school's day", async () => {
    const today = await content.list("beta", "birthdays");
    expect(today.map((item) => item._id)).toEqual(["b-today"]);
    now = new Date("2026-11-20T04:30:00Z");
    try {
      expect((await content.list("beta", "birthdays")).map((item) => item._id)).toEqual(["b-other"]);
    } finally {
      now = new Date("2026-11-21T04:30:00Z");
    }
    expect(await content.list("beta", "birthdays")).toBe(today);
  });

  it("never keeps nor answers from the cache a read with a preview's draft", async () => {
    const live = await content.list("beta", "news");
    const preview = { school: "beta", kind: "news", id: "draft", data: { title: "Draft", fromDate: "2026-11-20" } };
    const drafted = await content.list("beta", "news", preview);
    expect(drafted.map((item) => item.title)).toContain("Draft");
    expect(await content.list("beta", "news")).toBe(live);
    expect((await content.list("beta", "news")).map((item) => item.title)).not.toContain("Draft");
    const page = { school: "beta", kind: "pages", id: "About", data: { title: "Drafted", html: "<p>x</p>" } };
    expect(await content.page("beta", "About", page)).toEqual({ slug: "About", title: "Drafted", html: "<p>x</p>" });
    expect((await content.page("beta", "About"))?.title).not.toBe("Drafted");
  });

  it("stays within its bounds, dropping the least recently used", async () => {
    const small = new AnswerCache({ contentVersion: () => "1", maxEntries: 2 });
    let made = 0;
    const make = async () => ({ made: ++made });
    await small.get("s", "a", make);
    await small.get("s", "b", make);
    await small.get("s", "c", make);
    expect(small.size).toBe(2);
    expect(await small.get("s", "a", make)).toEqual({ made: 4 });
  });
});
