import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#database/connection";
import { addHost } from "#database/queries/platform";
import { replaceSchoolContent } from "#database/queries/school-content";
import { loadConfig } from "#domain/config";
import { type Bundle, bundleSchema } from "#domain/content-schema";
import { fixtureBundle, fixtureNow, fixturePages } from "#tests/api-fixture";
import { openTestDatabase, rawRows, type TestDatabase, versionSettled } from "#tests/test-database";
import { ApiCache } from "./api-cache";
import { createApp } from "./app";
import { type CachedPage, PageCache } from "./page-cache";
import { SiteHosts } from "./platform/site-hosts";

/**
 * Caches per school (issue 26, decision 0083), across two instances on one database (an SQLite
 * file, or PostgreSQL with TEST_DATABASE_URL): a write in school A, made by the other instance,
 * refreshes A's cached API answers and pages and leaves school B's cached; a change of the
 * platform's registry still reaches every entry and the host names.
 */

const config = loadConfig({ DATA_DIR: "/nonexistent-test-data", NODE_ENV: "test", LOG_LEVEL: "silent" });
const logger = pino({ level: "silent" });
const bundle: Bundle = bundleSchema.parse(fixtureBundle);
const changed = (title: string) =>
  bundleSchema.parse({ ...fixtureBundle, news: [{ _id: "n-x", title, fromDate: "2026-11-01", attachments: [] }] });
const page = (text: string): CachedPage => ({
  parts: [Buffer.from(text)],
  etag: `W/"${text}"`,
  headers: [],
  size: Buffer.byteLength(text),
});

let dir: string;
let test: TestDatabase;
/** The instance whose caches are watched. */
let db: Db;
/** The other instance, which writes. */
let other: Db;

const source = () => ({
  contentVersion: () => db.contentVersion(),
  contentChangesSince: (from: string, to: string) => db.contentChangesSince(from, to),
});

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "caches-per-school-"));
  test = await openTestDatabase({ dataDir: dir });
  db = test.db;
  other = test.reopen();
  await replaceSchoolContent(db, "alpha", bundle, [], fixturePages);
  await replaceSchoolContent(db, "beta", bundle, [], fixturePages);
  await versionSettled(db);
});

afterAll(async () => {
  await other.destroy();
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * A write by the other instance, then the wait until the watched instance has taken it in
 * (at once on SQLite; on PostgreSQL when the NOTIFY arrives), so each step starts settled.
 */
async function writeOther(school: string, content: Bundle): Promise<void> {
  await replaceSchoolContent(other, school, content, [], fixturePages);
  const [row] = await rawRows<{ version: number }>(db, "select version from content_version where id = 1");
  await expect.poll(() => db.contentVersion(), { timeout: 3000, interval: 10 }).toBe(String(row?.version));
}

const titles = async (app: ReturnType<typeof createApp>, school: string) =>
  ((await (await app.request(`/api/news/${school}`)).json()) as { title: string }[]).map((item) => item.title);

describe("the API cache, per school, across instances", () => {
  it("refreshes the answers of the school written by the other instance and keeps the other school's", async () => {
    const cache = new ApiCache({ ...source(), logger });
    const app = createApp({ config, db, logger, now: fixtureNow, apiCache: cache });
    for (const school of ["alpha", "beta"]) {
      expect(await titles(app, school)).toContain("Old news");
      await app.request(`/api/school/${school}`);
    }
    await writeOther("alpha", changed("Alpha changed"));
    expect(await titles(app, "alpha")).toEqual(["Alpha changed"]);

    const hits = cache.hits;
    expect(await titles(app, "beta")).toContain("Old news");
    expect((await app.request("/api/school/beta")).status).toBe(200);
    expect(cache.hits).toBe(hits + 2);
    // A's fresh answer is kept again.
    expect(await titles(app, "alpha")).toEqual(["Alpha changed"]);
    expect(cache.hits).toBe(hits + 3);
    // A's other answers were made before the write: made again, not served.
    await app.request("/api/school/alpha");
    expect(cache.hits).toBe(hits + 3);

    await writeOther("alpha", bundle);
    expect(await titles(app, "alpha")).toContain("Old news");
  });
});

describe("the page cache, per school, across instances", () => {
  it("drops the pages of the school written by the other instance and keeps the other school's", async () => {
    const cache = new PageCache({ ...source(), schoolDay: () => "2026-11-21" });
    const stamp = cache.stamp();
    cache.set("alpha /", page("alpha home"), stamp, "alpha");
    cache.set("beta /", page("beta home"), stamp, "beta");
    await writeOther("alpha", changed("Alpha again"));
    expect(cache.get("alpha /")).toBeUndefined();
    expect(cache.get("beta /")?.parts.join("")).toBe("beta home");
    await writeOther("alpha", bundle);
  });

  it("does not keep a page of the school written while it was rendered, but keeps another school's", async () => {
    const cache = new PageCache({ ...source(), schoolDay: () => "2026-11-21" });
    const before = cache.stamp();
    await writeOther("beta", changed("Beta mid-render"));
    expect(cache.stamp()).toBeGreaterThan(before);
    cache.set("beta /", page("beta from before"), before, "beta");
    cache.set("alpha /", page("alpha"), before, "alpha");
    expect(cache.get("beta /")).toBeUndefined();
    expect(cache.get("alpha /")?.parts.join("")).toBe("alpha");
    await writeOther("beta", bundle);
  });
});

describe("the host names, across instances", () => {
  it("are kept without a read when only a school's content moved", async () => {
    const hosts = new SiteHosts(db, config);
    expect(await hosts.schoolFor("localhost")).toBeDefined();
    const version = db.contentVersion();
    await writeOther("alpha", changed("Alpha for the hosts"));
    expect(db.contentVersion()).not.toBe(version);
    // The answer without waiting: no request waits for the host names to be read again.
    expect(hosts.schoolForNow("localhost")).not.toBe("stale");
    await writeOther("alpha", bundle);
  });
});

describe("a change of the platform's registry, across instances", () => {
  it("empties every school's entries and reaches the host names", async () => {
    const pages = new PageCache({ ...source(), schoolDay: () => "2026-11-21" });
    const cache = new ApiCache({ ...source(), logger });
    const hosts = new SiteHosts(db, config);
    const app = createApp({ config, db, logger, now: fixtureNow, apiCache: cache, hosts });
    expect(await addHost(db, "alpha", "alpha.example.test")).toBe("added");
    expect(await hosts.schoolFor("beta.example.test")).toBeUndefined();
    pages.set("beta /", page("beta home"), pages.stamp(), "beta");
    await app.request("/api/news/beta", { headers: { host: "alpha.example.test" } });

    expect(await addHost(other, "beta", "beta.example.test")).toBe("added");
    await expect.poll(() => hosts.schoolFor("beta.example.test"), { timeout: 3000, interval: 20 }).toBe("beta");
    expect(pages.get("beta /")).toBeUndefined();
    const hits = cache.hits;
    await app.request("/api/news/beta", { headers: { host: "beta.example.test" } });
    expect(cache.hits).toBe(hits);
  });
});
