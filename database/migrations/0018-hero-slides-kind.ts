import type { Kysely } from "kysely";

/**
 * The hero slides become a kind of the generic editor (issue 22, decision 0102): their
 * descriptions move from `hero_slide_text` (one row per school and slot, migration 0009) into the
 * school's `heroSlides` object in `single_item`, `{"slides":[{"alt":…},…]}` by place, up to the
 * last slot that had one; a slot without a row gets "". A school without descriptions gets no
 * object, as a bundle without one. The slide files are not touched. SQLite and PostgreSQL.
 */

const slideCount = 14;

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  const rows: Array<{ school_code: string; slot: number | string; alt: string }> = await db
    .selectFrom("hero_slide_text")
    .select(["school_code", "slot", "alt"])
    .execute();
  const bySchool = new Map<string, string[]>();
  for (const row of rows) {
    const slot = Number(row.slot);
    if (!Number.isInteger(slot) || slot < 1 || slot > slideCount || row.alt.trim() === "") continue;
    const alts = bySchool.get(row.school_code) ?? [];
    while (alts.length < slot) alts.push("");
    alts[slot - 1] = row.alt.trim();
    bySchool.set(row.school_code, alts);
  }
  for (const [school_code, alts] of bySchool) {
    const data_json = JSON.stringify({ slides: alts.map((alt) => ({ alt })) });
    await db
      .deleteFrom("single_item")
      .where("school_code", "=", school_code)
      .where("kind", "=", "heroSlides")
      .execute();
    await db.insertInto("single_item").values({ school_code, kind: "heroSlides", data_json }).execute();
  }
  await db.schema.dropTable("hero_slide_text").execute();
}

/** Back to one row per slot; the `heroSlides` objects go. */
// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("hero_slide_text")
    .addColumn("school_code", "text", (col) => col.notNull().references("school.code").onDelete("cascade"))
    .addColumn("slot", "integer", (col) => col.notNull())
    .addColumn("alt", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("hero_slide_text_pk", ["school_code", "slot"])
    .execute();
  const objects: Array<{ school_code: string; data_json: string }> = await db
    .selectFrom("single_item")
    .select(["school_code", "data_json"])
    .where("kind", "=", "heroSlides")
    .execute();
  for (const { school_code, data_json } of objects) {
    const slides: unknown = (JSON.parse(data_json) as { slides?: unknown }).slides;
    const texts = Array.isArray(slides) ? slides.slice(0, slideCount) : [];
    const rows = texts.flatMap((slide, index) => {
      const alt = typeof slide?.alt === "string" ? slide.alt.trim() : "";
      return alt === "" ? [] : [{ school_code, slot: index + 1, alt }];
    });
    if (rows.length > 0) await db.insertInto("hero_slide_text").values(rows).execute();
  }
  await db.deleteFrom("single_item").where("kind", "=", "heroSlides").execute();
}
