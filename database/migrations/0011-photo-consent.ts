import type { Kysely } from "kysely";

/**
 * Children's consent for photos (issue 14, decision 0076): an uploaded photo whose caption names a
 * child carries a consent state, like a topper or a birthday (migration 0008). `names_child` 0 is
 * "names no child", which every photo was before; `consent` null is "no state on file".
 * SQLite and PostgreSQL.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("media_file")
    .addColumn("names_child", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("media_file").addColumn("consent", "text").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("media_file").dropColumn("consent").execute();
  await db.schema.alterTable("media_file").dropColumn("names_child").execute();
}
