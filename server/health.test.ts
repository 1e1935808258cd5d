import fs from "node:fs";
import path from "node:path";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { createDiskStore } from "#content/storage/disk-store";
import type { FileStore } from "#content/storage/file-store";
import type { Db } from "#database/connection";
import { addHost } from "#database/queries/platform";
import { replaceSchoolContent } from "#database/queries/school-content";
import { loadConfig } from "#domain/config";
import { bundleSchema } from "#domain/content-schema";
import { fixtureBundle, fixtureNow, fixturePages } from "#tests/api-fixture";
import { tempDir } from "#tests/fixtures/make-bundle";
import { rawRows, testDatabase } from "#tests/test-database";
import { ApiCache } from "./api-cache";
import { createApp } from "./app";
import { Readiness } from "./health";

type Line = { level: number; msg: string; path?: string; [field: string]: unknown };

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/**
 * The whole app as the server builds it (API cache included), on a real database and a real disk
 * store, its log at info level collected line by line.
 */
async function probedApp(options: { db?: Db; files?: FileStore; readiness?: (db: Db, files: FileStore) => Readiness }) {
  const dataDir = tempDir("health");
  folders.push(dataDir);
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    LOG_LEVEL: "info",
    AUTH_SECRET: "test-secret-that-is-long-enough-0123456789",
    SCHOOL_CODE: "test",
    PUBLIC_URL: "https://school.example",
  });
  const db = options.db ?? (await testDatabase());
  await replaceSchoolContent(db, "test", bundleSchema.parse(fixtureBundle), [], fixturePages);
  // A registered host name: from now on any other host is answered 404 (server/platform/site-hosts.ts).
  await addHost(db, "test", "www.school.example");
  const files = options.files ?? createDiskStore(dataDir);
  const lines: Line[] = [];
  const logger = pino(
    { level: "info", base: undefined },
    {
      write: (text: string) =>
        lines.push(
          ...text
            .trim()
            .split("\n")
            .map((line) => JSON.parse(line) as Line),
        ),
    },
  );
  const apiCache = new ApiCache({ contentVersion: () => db.contentVersion(), logger });
  const readiness = options.readiness?.(db, files);
  const app = createApp({ config, db, logger, now: fixtureNow, apiCache, files, readiness });
  const get = (url: string, host = "www.school.example", method = "GET") =>
    app.request(`http://${host}${url}`, { method, headers: { host } });
  return { app, db, dataDir, lines, get };
}

async function readyBody(response: Response): Promise<unknown> {
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return response.json();
}

describe("/healthz", () => {
  it("answers 200 ok, never cached, whatever the Host header (an IP, an internal name, none)", async () => {
    const { app, get } = await probedApp({});
    for (const host of ["www.school.example", "10.0.3.7:3000", "web-2.internal", "[fd00::7]:3000"]) {
      const response = await get("/healthz", host);
      expect(response.status, host).toBe(200);
      expect(await response.text()).toBe("ok");
      expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    expect(await (await app.request("/healthz")).text()).toBe("ok");
    const head = await get("/healthz", "10.0.3.7", "HEAD");
    expect(head.status).toBe(200);
    // The host check still guards everything else.
    expect((await get("/api/school/test", "10.0.3.7")).status).toBe(404);
  });

  it("still answers 200 while the database is down: it says the process is up, nothing more", async () => {
    const { db, get } = await probedApp({});
    await db.destroy();
    expect((await get("/healthz")).status).toBe(200);
  });
});

describe("/readyz", () => {
  it("answers 200 when the database, the migrations and the file store are fine, by any host, not cached", async () => {
    const { get } = await probedApp({});
    for (const host of ["www.school.example", "10.0.3.7"]) {
      const response = await get("/readyz", host);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await readyBody(response)).toEqual({ status: "ready" });
    }
  });

  it("answers 503 naming the database when the database is closed", async () => {
    const { db, get } = await probedApp({});
    await db.destroy();
    const response = await get("/readyz");
    expect(response.status).toBe(503);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await readyBody(response)).toEqual({ status: "not_ready", failed: ["database"] });
  });

  it("answers 503 naming the migrations when one the code ships has not run", async () => {
    const db = await testDatabase();
    await rawRows(db, "delete from kysely_migration where name = (select max(name) from kysely_migration)");
    const { get } = await probedApp({ db });
    const response = await get("/readyz");
    expect(response.status).toBe(503);
    expect(await readyBody(response)).toEqual({ status: "not_ready", failed: ["migrations"] });
  });

  it("takes start-up's word for the migrations: an instance that has just migrated does not ask the migrator", async () => {
    // The migrator's first call loads every migration module; on a busy machine it outlasted the 2 s timeout,
    // and a freshly started instance answered 503 "migrations". A row removed after start-up shows it is not asked.
    const db = await testDatabase();
    await rawRows(db, "delete from kysely_migration where name = (select max(name) from kysely_migration)");
    const { get } = await probedApp({
      db,
      readiness: (db, files) => new Readiness({ db, files, logger: pino({ level: "silent" }), migrated: true }),
    });
    const response = await get("/readyz");
    expect(response.status).toBe(200);
    expect(await readyBody(response)).toEqual({ status: "ready" });
  });

  it("answers 503 naming the files while the store's folder is missing, and 200 once it is back", async () => {
    const root = path.join(tempDir("health-volume"), "not-mounted");
    folders.push(path.dirname(root));
    const { get, lines } = await probedApp({ files: createDiskStore(root) });
    for (let probe = 0; probe < 3; probe += 1) {
      const response = await get("/readyz");
      expect(response.status).toBe(503);
      expect(await readyBody(response)).toEqual({ status: "not_ready", failed: ["files"] });
    }
    fs.mkdirSync(root);
    expect((await get("/readyz")).status).toBe(200);
    // One line when the state changes, not one per probe.
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [40, "not ready"],
      [30, "ready again"],
    ]);
  });

  it("answers 503 naming the files when the store's root is a file", async () => {
    const dir = tempDir("health-volume");
    folders.push(dir);
    fs.writeFileSync(path.join(dir, "data"), "not a folder");
    const { get } = await probedApp({ files: createDiskStore(path.join(dir, "data")) });
    const response = await get("/readyz");
    expect(response.status).toBe(503);
    expect(await readyBody(response)).toEqual({ status: "not_ready", failed: ["files"] });
  });

  it("answers 503 in time when the file store hangs (a stalled network volume), with one stalled call for many probes", async () => {
    const dir = tempDir("health-volume");
    folders.push(dir);
    let checks = 0;
    const hanging: FileStore = {
      ...createDiskStore(dir),
      check: () => {
        checks += 1;
        return new Promise<void>(() => {});
      },
    };
    const { get } = await probedApp({
      files: hanging,
      readiness: (db, files) => new Readiness({ db, files, logger: pino({ level: "silent" }), timeoutMs: 1000 }),
    });
    const started = performance.now();
    const responses = await Promise.all([get("/readyz"), get("/readyz"), get("/readyz")]);
    expect(performance.now() - started).toBeLessThan(3000);
    for (const response of responses) {
      expect(response.status).toBe(503);
      expect(await readyBody(response)).toEqual({ status: "not_ready", failed: ["files"] });
    }
    // Probes after the timeout wait on the same stalled call rather than starting one each.
    expect((await get("/readyz")).status).toBe(503);
    expect((await get("/readyz")).status).toBe(503);
    expect(checks).toBe(1);
  });

  it("answers 503 once the server is shutting down, the checks being fine otherwise", async () => {
    let readiness: Readiness | undefined;
    const { get } = await probedApp({
      readiness: (db, files) => {
        readiness = new Readiness({ db, files, logger: pino({ level: "silent" }) });
        return readiness;
      },
    });
    expect((await get("/readyz")).status).toBe(200);
    readiness?.drain();
    const response = await get("/readyz");
    expect(response.status).toBe(503);
    expect(await readyBody(response)).toEqual({ status: "not_ready", failed: ["shutting_down"] });
  });
});

describe("the request log", () => {
  it("has no line for the probes, while other requests are logged at info", async () => {
    const { get, lines } = await probedApp({});
    for (let probe = 0; probe < 5; probe += 1) {
      expect((await get("/healthz", "10.0.3.7")).status).toBe(200);
      expect((await get("/readyz", "10.0.3.7")).status).toBe(200);
    }
    expect((await get("/api/school/test")).status).toBe(200);
    expect(lines.map((line) => line.path)).toEqual(["/api/school/test"]);
  });
});
