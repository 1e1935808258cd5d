import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importBundle } from "#content/bundle-import";
import { openFileStore } from "#content/storage/open-file-store";
import { migrateToLatest } from "#database/connection";
import { fileIntegrityProblems } from "#database/queries/backup";
import { loadConfig } from "#domain/config";
import { makeBundle, tempDir } from "#tests/fixtures/make-bundle";
import { openDatabaseAt, testDatabaseEnv, testDialect } from "#tests/test-database";
import { type Child, killHard, spawnScript, warmChildren } from "./child";

/**
 * SIGKILL under read load, 20 times: the API-only server is killed while
 * concurrent GETs (lists, profile, pages, a file) are in flight, restarted on
 * the same DATA_DIR, and must answer exactly what it answered before, with a
 * database that passes SQLite's integrity check.
 */

const kills = 20;
const concurrency = 8;
let dataDir: string;
let databaseEnv: Record<string, string>;
let paths: string[];

beforeAll(async () => {
  dataDir = tempDir("crash-read");
  const config = loadConfig({ DATA_DIR: dataDir });
  databaseEnv = await testDatabaseEnv();
  const db = openDatabaseAt(dataDir, databaseEnv);
  await migrateToLatest(db);
  const result = await importBundle({ db, files: openFileStore(config), dir: await makeBundle(), schoolCode: "crash" });
  await db.destroy();
  if (!result.ok) throw new Error(result.problems.join("\n"));
  paths = [
    "/api/news/all/crash",
    "/api/gallery/All/crash",
    "/api/faculty/all/crash",
    "/api/school/crash",
    "/api/pages/crash",
    "/api/page/crash/About",
    "/api/image/crash/public/logo.png",
  ];
}, 60_000);

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function spawnServer(): Child {
  return spawnScript("tests/crash/api-server.ts", [], {
    ...databaseEnv,
    DATA_DIR: dataDir,
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "info",
    SCHOOL_CODE: "crash",
  });
}

async function baseUrl(server: Child): Promise<string> {
  const line = await server.waitForLine((text) => text.includes('"msg":"listening on '));
  return (JSON.parse(line) as { url: string }).url;
}

async function answers(base: string): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const url of paths) {
    const response = await fetch(base + url);
    result[url] = `${response.status} ${Buffer.from(await response.arrayBuffer()).toString("base64")}`;
  }
  return result;
}

/** GETs in `concurrency` loops until the server dies; every answer that arrives must be the known one. */
function readLoad(
  base: string,
  expected: Record<string, string>,
): { stop: () => Promise<{ ok: number; wrong: string[] }> } {
  let running = true;
  let ok = 0;
  const wrong: string[] = [];
  const loop = async (offset: number) => {
    for (let turn = offset; running; turn++) {
      const url = paths[turn % paths.length];
      try {
        const response = await fetch(base + url);
        const body = `${response.status} ${Buffer.from(await response.arrayBuffer()).toString("base64")}`;
        if (body === expected[url]) ok += 1;
        else wrong.push(`${url}: ${body.slice(0, 80)}`);
      } catch {
        return; // the kill: connection reset or refused
      }
    }
  };
  const loops = Array.from({ length: concurrency }, (_, index) => loop(index));
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return { ok, wrong };
    },
  };
}

describe("SIGKILL under read load", () => {
  it(`restarts with the same content and a sound database, ${kills} times over`, async () => {
    const servers = warmChildren(kills + 1, 3, spawnServer);
    let served = 0;
    try {
      let server = await servers.take(0);
      const expected = await answers(await baseUrl(server));
      expect(Object.values(expected).every((answer) => answer.startsWith("200 "))).toBe(true);

      for (let index = 0; index < kills; index++) {
        const base = await baseUrl(server);
        const load = readLoad(base, expected);
        const delay = 50 + Math.floor(Math.random() * 250);
        await new Promise((resolve) => setTimeout(resolve, delay));
        const { signal } = await killHard(server);
        expect(signal).toBe("SIGKILL");
        const { ok, wrong } = await load.stop();
        const context = `kill ${index + 1} after ${delay} ms`;
        expect(wrong, context).toEqual([]);
        served += ok;
        // Checked read-only as the crash left it, before a restart could recover anything.
        // (PostgreSQL's data is another process's, which the kill does not reach.)
        if (testDialect === "sqlite") {
          expect(fileIntegrityProblems(path.join(dataDir, "school.db")), context).toEqual([]);
        }

        server = await servers.take(index + 1);
        expect(await answers(await baseUrl(server)), context).toEqual(expected);
      }
    } finally {
      await servers.discard();
    }
    // The load was real: many answers arrived between start-ups and kills.
    expect(served).toBeGreaterThan(kills * 10);
  }, 120_000);
});
