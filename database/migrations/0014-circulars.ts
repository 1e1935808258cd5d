import type { Kysely } from "kysely";

/**
 * Circulars (issue 22, decision 0081, third slice): numbered, dated notices with their PDFs, one row per circular
 * as domain/kinds/circulars.ts describes it (lists as JSON text). A number is the school's own and
 * never repeats within it: the bundle's validation and publishing refuse a repeat in plain words,
 * and this index keeps the table true to it. SQLite and PostgreSQL.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("circular")
    .addColumn("school_code", "text", (col) => col.notNull().references("school.code").onDelete("cascade"))
    .addColumn("id", "text", (col) => col.notNull())
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("number", "text", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("date", "text", (col) => col.notNull())
    .addColumn("classes_json", "text", (col) => col.notNull())
    .addColumn("summary", "text", (col) => col.notNull())
    .addColumn("attachments_json", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("circular_pk", ["school_code", "id"])
    .execute();
  await db.schema
    .createIndex("circular_school_number")
    .on("circular")
    .columns(["school_code", "number"])
    .unique()
    .execute();
  await db.schema.createIndex("circular_school_date").on("circular").columns(["school_code", "date"]).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("circular").execute();
}
