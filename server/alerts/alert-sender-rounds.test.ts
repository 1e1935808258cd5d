import { afterEach, beforeEach, expect, it } from "vitest";
import type { Db } from "#database/connection";
import { loadConfig } from "#domain/config";
import { rawRows, testDatabase } from "#tests/test-database";
import { AlertSender } from "./alert-sender";

let db: Db;
beforeEach(async () => {
  db = await testDatabase();
  const values = Array.from(
    { length: 120 },
    (_, index) => `('s${String(index).padStart(4, "0")}', '{}', '2026-11-20')`,
  );
  await rawRows(db, `insert into school (code, profile_json, imported_at) values ${values.join(", ")}`);
});
afterEach(async () => {
  await db.destroy();
});

it("lets other work run during a round over a platform's schools, without SMTP as with it", async () => {
  const config = loadConfig({ DATA_DIR: "/nonexistent", NODE_ENV: "test", LOG_LEVEL: "silent" });
  // Whatever else the process has to do (a page to answer) waits for the next turn of the event loop.
  let turns = 0;
  let counting = true;
  const count = () => {
    turns += 1;
    if (counting) setImmediate(count);
  };
  const seen: number[] = [];
  const sender = new AlertSender({
    db,
    config,
    secret: "alerts-test-secret-long-enough-0123456789",
    transport: undefined,
    now: () => new Date("2026-11-20T04:30:00.000Z"),
    timeZoneOf: async () => {
      seen.push(turns);
      return "Asia/Kolkata";
    },
  });
  await sender.runOnce(); // the first round also forgets old addresses, a query per school
  seen.length = 0;
  setImmediate(count);
  await sender.runOnce();
  counting = false;
  expect(seen).toHaveLength(120);
  // 120 schools, a turn of the event loop at least every 50.
  expect((seen.at(-1) ?? 0) - (seen[0] ?? 0)).toBeGreaterThanOrEqual(2);
});
