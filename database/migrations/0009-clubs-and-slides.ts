import type { Kysely } from "kysely";

/**
 * Issue 14, decision 0074.
 * - Club pages from albums: an album may be chosen for one club, whose page then shows the chosen
 *   albums' photos. The choice is the album's (`club`), on the album being put together and on the
 *   published `gallery` row; null is "no club", which every album had before.
 * - The hero slides' descriptions (alt text), one per slot; a slot without a row has none, and
 *   Home names it by its place, as before.
 * Written for both SQLite and PostgreSQL.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ["gallery", "media_album"]) {
    await db.schema.alterTable(table).addColumn("club", "text").execute();
  }
  await db.schema.createIndex("gallery_school_club").on("gallery").columns(["school_code", "club"]).execute();
  await db.schema
    .createTable("hero_slide_text")
    .addColumn("school_code", "text", (col) => col.notNull().references("school.code").onDelete("cascade"))
    .addColumn("slot", "integer", (col) => col.notNull())
    .addColumn("alt", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("hero_slide_text_pk", ["school_code", "slot"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("hero_slide_text").execute();
  await db.schema.dropIndex("gallery_school_club").execute();
  for (const table of ["gallery", "media_album"]) {
    await db.schema.alterTable(table).dropColumn("club").execute();
  }
}
