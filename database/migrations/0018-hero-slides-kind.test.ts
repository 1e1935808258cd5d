import { describe, expect, it } from "vitest";
import { replaceSchoolContent } from "#database/queries/school-content";
import { findSingleItem } from "#database/queries/single-items";
import { unscoped } from "#database/unscoped";
import { bundleSchema } from "#domain/content-schema";
import { fixtureBundle } from "#tests/api-fixture";
import { tableNames, testDatabase } from "#tests/test-database";
import { down, up } from "./0018-hero-slides-kind";

describe("migration 0018: the hero slides' descriptions become the heroSlides object", () => {
  it("moves each school's descriptions to their places, and back", async () => {
    const db = await testDatabase();
    for (const code of ["a", "b"]) await replaceSchoolContent(db, code, bundleSchema.parse(fixtureBundle), [], []);
    const k = unscoped(db);
    // The database as it was before: one row per described slot (migration 0009).
    await down(k);
    await k
      .insertInto("hero_slide_text" as never)
      .values([
        { school_code: "a", slot: 3, alt: "Morning assembly" },
        { school_code: "a", slot: 1, alt: " Front gate " },
        { school_code: "a", slot: 5, alt: "  " },
      ] as never)
      .execute();

    await up(k);
    expect(await tableNames(db)).not.toContain("hero_slide_text");
    expect(await findSingleItem(db, "a", "heroSlides")).toEqual({
      slides: [{ alt: "Front gate" }, { alt: "" }, { alt: "Morning assembly" }],
    });
    // A school without descriptions has no object, as after a bundle without one.
    expect(await findSingleItem(db, "b", "heroSlides")).toBeUndefined();

    await down(k);
    const rows = await k
      .selectFrom("hero_slide_text" as never)
      .select(["school_code", "slot", "alt"] as never)
      .orderBy("slot" as never)
      .execute();
    expect(rows.map((row) => ({ ...(row as object), slot: Number((row as { slot: unknown }).slot) }))).toEqual([
      { school_code: "a", slot: 1, alt: "Front gate" },
      { school_code: "a", slot: 3, alt: "Morning assembly" },
    ]);
    expect(await findSingleItem(db, "a", "heroSlides")).toBeUndefined();
    await up(k);
    await db.destroy();
  });
});
