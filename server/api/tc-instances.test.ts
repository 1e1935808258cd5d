import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import type { Db } from "#database/connection";
import { replaceSchoolContent } from "#database/queries/school-content";
import { loadConfig } from "#domain/config";
import { bundleSchema } from "#domain/content-schema";
import { createApp } from "#server/app";
import { fixtureBundle } from "#tests/api-fixture";
import { tempDir } from "#tests/fixtures/make-bundle";
import { listen } from "#tests/fuzz/http-probe";
import { openTestDatabase } from "#tests/test-database";

/**
 * Two instances of the platform behind one load balancer (decision 0051): each with its own
 * connection to the one database, as two processes would have. The transfer-certificate limit
 * of ten misses holds across them, whichever instance each guess reaches.
 */

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function twoInstances(): Promise<[string, string]> {
  const dataDir = tempDir("tc-instances");
  const { db, reopen } = await openTestDatabase({ dataDir });
  await replaceSchoolContent(db, "test", bundleSchema.parse(fixtureBundle), []);
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: "test", LOG_LEVEL: "silent" });
  const bases: string[] = [];
  for (const instanceDb of [db, reopen()] as Db[]) {
    const server = await listen(createApp({ config, db: instanceDb, logger: pino({ level: "silent" }) }));
    closers.push(async () => {
      await server.close();
      await instanceDb.destroy();
    });
    bases.push(`http://127.0.0.1:${server.port}`);
  }
  return [bases[0], bases[1]];
}

function lookUp(base: string, admission: string, name = "Nobody"): Promise<Response> {
  return fetch(`${base}/api/tc/test`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ admission, name }),
  });
}

describe("the transfer-certificate limit across two instances", () => {
  it("refuses the eleventh miss on either instance after ten spread over both", async () => {
    const [first, second] = await twoInstances();
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await lookUp(attempt % 2 === 0 ? first : second, `WRONG-${attempt}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ data: null });
    }
    for (const base of [first, second]) {
      const refused = await lookUp(base, "SVPS/2019/0147", "Aarav Sharma");
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  });

  it("lets at most ten of forty simultaneous misses through, half sent to each instance", async () => {
    const [first, second] = await twoInstances();
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, attempt) => lookUp(attempt % 2 === 0 ? first : second, `W-${attempt}`)),
    );
    const statuses = responses.map((response) => response.status);
    await Promise.all(responses.map((response) => response.arrayBuffer()));
    expect(statuses.filter((status) => status === 200).length).toBe(10);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 429)).toBe(true);
  });

  it("does not count a match on one instance against the other", async () => {
    const [first, second] = await twoInstances();
    for (let attempt = 0; attempt < 9; attempt++) await (await lookUp(first, `WRONG-${attempt}`)).arrayBuffer();
    for (let attempt = 0; attempt < 3; attempt++) {
      const found = await lookUp(second, "SVPS/2019/0147", "Aarav Sharma");
      expect(await found.json()).toEqual({ data: `tc/${"e".repeat(32)}.pdf` });
    }
    expect((await lookUp(first, "WRONG-9")).status).toBe(200);
    expect((await lookUp(second, "WRONG-10")).status).toBe(429);
  });
});
