import type { Kysely } from "kysely";

/** Information pages (decision 0009): one row per school and page, gone with the school. */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("page")
    .addColumn("school_code", "text", (col) => col.notNull().references("school.code").onDelete("cascade"))
    .addColumn("slug", "text", (col) => col.notNull())
    .addColumn("title", "text")
    .addColumn("markdown", "text", (col) => col.notNull())
    .addColumn("html", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("page_pk", ["school_code", "slug"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("page").execute();
}
