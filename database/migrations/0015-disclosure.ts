import type { Kysely } from "kysely";

/**
 * The Mandatory Public Disclosure (issue 25, decision 0087). SQLite and PostgreSQL.
 * - `single_item`: the objects of content.json a school has one of (domain/kinds/single-kind.ts),
 *   one row per school and kind, the object as JSON: a later single kind needs no migration.
 * - `link_check`: what the daily check of external links found (server/jobs/disclosure-links.ts),
 *   one row per school and address, so the health panel reads it without asking the web.
 * - `faculty.qualification`: Circular 1/2026 lists each teacher's qualification.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("single_item")
    .addColumn("school_code", "text", (col) => col.notNull().references("school.code").onDelete("cascade"))
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("data_json", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("single_item_pk", ["school_code", "kind"])
    .execute();
  await db.schema
    .createTable("link_check")
    .addColumn("school_code", "text", (col) => col.notNull().references("school.code").onDelete("cascade"))
    .addColumn("url", "text", (col) => col.notNull())
    .addColumn("ok", "integer", (col) => col.notNull())
    .addColumn("problem", "text")
    .addColumn("checked_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("link_check_pk", ["school_code", "url"])
    .execute();
  await db.schema
    .alterTable("faculty")
    .addColumn("qualification", "text", (col) => col.notNull().defaultTo(""))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("faculty").dropColumn("qualification").execute();
  await db.schema.dropTable("link_check").execute();
  await db.schema.dropTable("single_item").execute();
}
