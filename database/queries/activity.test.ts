import path from "node:path";
import { describe, expect, it } from "vitest";
import { migrateToLatest, openDatabase } from "#database/connection";
import { bundleSchema } from "#domain/content-schema";
import { fixtureBundle } from "#tests/api-fixture";
import { tempDir } from "#tests/fixtures/make-bundle";
import { testDatabase } from "#tests/test-database";
import { listActivity, recordActivity } from "./activity";
import { backupInto } from "./backup";
import { readStoredBundle, replaceSchoolContent } from "./school-content";

const entry = {
  userId: "u1",
  actor: "principal@school.example",
  kind: "user",
  target: "teacher@school.example",
  action: "invited as editor",
  address: "10.0.0.1",
};

describe("the activity log", () => {
  // The SQLite backup (VACUUM INTO); PostgreSQL's is pg_dump of the whole database, which has every table.
  it("is in a backup, and not in a content bundle", async () => {
    const db = openDatabase(":memory:");
    await migrateToLatest(db);
    await replaceSchoolContent(db, "demo", bundleSchema.parse(fixtureBundle), [], []);
    await recordActivity(db, "demo", entry);

    const file = path.join(tempDir("backup"), "copy.db");
    await backupInto(db, file);
    const copy = openDatabase(file);
    expect(await listActivity(copy, "demo", { limit: 10 })).toMatchObject([entry]);
    await copy.destroy();

    const bundle = await readStoredBundle(db, "demo");
    expect(JSON.stringify(bundle)).not.toContain("invited as editor");
    await db.destroy();
  });

  it("keeps each school's entries apart", async () => {
    const db = await testDatabase();
    for (const code of ["a", "b"]) await replaceSchoolContent(db, code, bundleSchema.parse(fixtureBundle), [], []);
    await recordActivity(db, "a", entry);
    expect(await listActivity(db, "b", { limit: 10 })).toEqual([]);
    expect(await listActivity(db, "a", { limit: 10 })).toHaveLength(1);
    await db.destroy();
  });
});
