import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { type ServerType, serve } from "@hono/node-server";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStore } from "#content/storage/disk-store";
import type { Db } from "#database/connection";
import { replaceSchoolContent } from "#database/queries/school-content";
import { loadConfig } from "#domain/config";
import { type Bundle, bundleSchema } from "#domain/content-schema";
import { editableKinds } from "#domain/editing/editable-kinds";
import { createItem, publishItem } from "#server/editing/transitions";
import { fixtureBundle, fixtureNow, fixturePages } from "#tests/api-fixture";
import { openTestDatabase, type TestDatabase, versionSettled } from "#tests/test-database";
import { ApiCache, schoolDayReader } from "./api-cache";
import { createApp } from "./app";
import { createServerWithCache } from "./node-listener";

type Answer = { status: number; headers: Map<string, string>; body: string };

/** Raw headers as written on the wire, names lower-cased; a repeated name would show as a failure. */
function get(port: number, urlPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: urlPath, headers, agent: false }, (response) => {
        const map = new Map<string, string>();
        const raw = response.rawHeaders;
        for (let i = 0; i < raw.length; i += 2) {
          const name = raw[i].toLowerCase();
          if (map.has(name)) reject(new Error(`header ${name} sent twice`));
          map.set(name, raw[i + 1]);
        }
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          body += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: map, body }));
      })
      .on("error", reject);
  });
}

async function listen(start: (port: number) => ServerType): Promise<{ server: ServerType; port: number }> {
  const server = start(0);
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  return { server, port: (server.address() as AddressInfo).port };
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const config = loadConfig({ DATA_DIR: "/nonexistent-test-data", NODE_ENV: "test", LOG_LEVEL: "silent" });
const logger = pino({ level: "silent" });
const bundle: Bundle = bundleSchema.parse(fixtureBundle);

let dir: string;
let db: Db;
let test: TestDatabase;
let cache: ApiCache;
let cached: { server: ServerType; port: number };
let plain: { server: ServerType; port: number };

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "api-cache-"));
  test = await openTestDatabase({ dataDir: dir });
  db = test.db;
  await replaceSchoolContent(db, "test", bundle, [], fixturePages);
  await versionSettled(db);
  cache = new ApiCache({
    contentVersion: () => db.contentVersion(),
    schoolDay: schoolDayReader(config.timeZone, fixtureNow),
    logger,
  });
  const withCache = createApp({ config, db, logger, now: fixtureNow, apiCache: cache });
  const without = createApp({ config, db, logger, now: fixtureNow });
  cached = await listen((port) =>
    serve({ fetch: withCache.fetch, port, hostname: "127.0.0.1", createServer: createServerWithCache(cache) }),
  );
  plain = await listen((port) => serve({ fetch: without.fetch, port, hostname: "127.0.0.1" }));
});

afterAll(async () => {
  await new Promise((resolve) => cached.server.close(resolve));
  await new Promise((resolve) => plain.server.close(resolve));
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the API answer cache", () => {
  const paths = ["/api/news/test", "/api/gallery/All/test?x=1", "/api/school/test", "/api/birthdays/test"];

  it.each(paths)("answers %s from the fast path with every header Hono sends", async (urlPath) => {
    const fresh = await get(plain.port, urlPath, { "accept-encoding": "gzip, br" });
    await get(cached.port, urlPath); // kept
    const hitsBefore = cache.hits;
    const hit = await get(cached.port, urlPath, { "accept-encoding": "gzip, br" });
    expect(cache.hits).toBe(hitsBefore + 1);

    expect(hit.status).toBe(fresh.status);
    expect(hit.body).toBe(fresh.body);
    expect([...hit.headers.keys()].sort()).toEqual([...fresh.headers.keys()].sort());
    for (const [name, value] of fresh.headers) {
      if (name === "date") continue;
      if (name === "x-request-id") expect(hit.headers.get(name)).toMatch(uuid);
      else expect({ name, value: hit.headers.get(name) }).toEqual({ name, value });
    }
    expect(hit.headers.get("x-request-id")).not.toBe(fresh.headers.get("x-request-id"));
  });

  it("echoes a well-formed request id and replaces a malformed one, as hono/request-id does", async () => {
    await get(cached.port, "/api/news/test");
    expect((await get(cached.port, "/api/news/test", { "x-request-id": "abc-123" })).headers.get("x-request-id")).toBe(
      "abc-123",
    );
    expect((await get(cached.port, "/api/news/test", { "x-request-id": "a b" })).headers.get("x-request-id")).toMatch(
      uuid,
    );
  });

  it("serves the site's in-process calls from the same entries", async () => {
    const app = createApp({ config, db, logger, now: fixtureNow, apiCache: cache });
    await get(cached.port, "/api/highlight/test");
    const hitsBefore = cache.hits;
    const response = await app.request("/api/highlight/test");
    expect(cache.hits).toBe(hitsBefore + 1);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("x-request-id")).toMatch(uuid);
    expect(await response.json()).toEqual(JSON.parse((await get(plain.port, "/api/highlight/test")).body));
  });

  it("sees a commit from another connection (the content CLI's process) at the next lookup", async () => {
    const before = JSON.parse((await get(cached.port, "/api/news/test")).body) as { title: string }[];
    expect(before.map((item) => item.title)).toContain("Old news");
    const other = test.reopen();
    try {
      const changed = bundleSchema.parse({
        ...fixtureBundle,
        news: [{ _id: "n-x", title: "Changed", fromDate: "2026-11-01", attachments: [] }],
      });
      await replaceSchoolContent(other, "test", changed, [], fixturePages);
    } finally {
      await other.destroy();
    }
    // SQLite: the next lookup reads the version row. PostgreSQL: the NOTIFY arrives within milliseconds.
    const titles = async () =>
      (JSON.parse((await get(cached.port, "/api/news/test")).body) as { title: string }[]).map((item) => item.title);
    await expect.poll(titles, { timeout: 3000, interval: 20 }).toEqual(["Changed"]);
    await replaceSchoolContent(db, "test", bundle, [], fixturePages); // this connection's own write
    const restored = JSON.parse((await get(cached.port, "/api/news/test")).body) as { title: string }[];
    expect(restored.map((item) => item.title)).toContain("Old news");
  });

  it("keeps answers about today under the school's day, and never keeps files, errors or certificates", () => {
    let day = "2026-11-21";
    const local = new ApiCache({ contentVersion: () => "1", schoolDay: () => day, logger });
    const app = createApp({ config, db, logger, now: fixtureNow, apiCache: local });
    return (async () => {
      await app.request("/api/birthdays/test");
      await app.request("/api/birthdays/test");
      expect(local.hits).toBe(1);
      day = "2026-11-22";
      await app.request("/api/birthdays/test");
      expect(local.hits).toBe(1);

      const size = local.size;
      await app.request("/api/tc/test", { method: "POST", body: "{}" });
      await app.request("/api/page/test/Nope");
      await app.request("/api/image/test/x.jpg");
      expect(local.size).toBe(size);
      const noDay = new ApiCache({ contentVersion: () => "1", logger });
      const noDayApp = createApp({ config, db, logger, now: fixtureNow, apiCache: noDay });
      await noDayApp.request("/api/birthdays/test");
      expect(noDay.size).toBe(0);
    })();
  });

  it("stays within its bounds, dropping the least recently used", async () => {
    const small = new ApiCache({ contentVersion: () => "1", logger, maxEntries: 2 });
    const app = createApp({ config, db, logger, now: fixtureNow, apiCache: small });
    await app.request("/api/news/test");
    await app.request("/api/events/All/test");
    await app.request("/api/news/test"); // news is now the most recent
    await app.request("/api/faculty/all/test");
    expect(small.size).toBe(2);
    const hits = small.hits;
    await app.request("/api/news/test");
    expect(small.hits).toBe(hits + 1);
    await app.request("/api/events/All/test");
    expect(small.hits).toBe(hits + 1);
  });
});

describe("a publish in the admin area (issue 13)", () => {
  it("shows in the cached answer at the next request", async () => {
    const url = `http://127.0.0.1:${cached.port}/api/news/all/test`;
    const before = await (await fetch(url)).text();
    expect(await (await fetch(url)).text()).toBe(before);
    const deps = { db, files: createDiskStore(dir), now: fixtureNow };
    const editor = { userId: "u1", email: "editor@school.example", address: "1.2.3.4", role: "editor" as const };
    const editing = { deps, school: "test", kind: editableKinds.news, actor: editor };
    const id = await createItem(editing, {
      title: "Published just now",
      fromDate: "2026-11-20",
    });
    expect(await (await fetch(url)).text()).toBe(before);
    await publishItem(editing, id);
    expect(await (await fetch(url)).text()).toContain("Published just now");
  });
});
