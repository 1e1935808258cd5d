import type { Kysely } from "kysely";

/**
 * Editing in the browser (issue 13). The public tables stay what the site reads: a publish
 * writes its row there. What is being worked on lives beside them:
 * - `content_entry`: one per item a person has touched (a draft, its review, its schedule,
 *   its place in the trash). An item nobody has touched since the import has none.
 * - `content_revision`: every save of an item, who and when, with the whole item.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("content_entry")
    .addColumn("school_code", "text", (col) => col.notNull().references("school.code").onDelete("cascade"))
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("id", "text", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("draft_json", "text")
    .addColumn("live", "integer", (col) => col.notNull())
    .addColumn("published_at", "text")
    .addColumn("review", "text")
    .addColumn("review_comment", "text")
    .addColumn("publish_at", "text")
    .addColumn("unpublish_at", "text")
    .addColumn("deleted_at", "text")
    .addColumn("author_id", "text")
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addColumn("updated_by", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("content_entry_pk", ["school_code", "kind", "id"])
    .execute();
  await db.schema
    .createIndex("content_entry_due")
    .on("content_entry")
    .columns(["school_code", "publish_at", "unpublish_at"])
    .execute();

  await db.schema
    .createTable("content_revision")
    .addColumn("school_code", "text", (col) => col.notNull().references("school.code").onDelete("cascade"))
    .addColumn("id", "text", (col) => col.notNull())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("entry_id", "text", (col) => col.notNull())
    .addColumn("at", "text", (col) => col.notNull())
    .addColumn("user_id", "text")
    .addColumn("actor", "text", (col) => col.notNull())
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("data_json", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("content_revision_pk", ["school_code", "id"])
    .execute();
  await db.schema
    .createIndex("content_revision_entry")
    .on("content_revision")
    .columns(["school_code", "kind", "entry_id", "at"])
    .execute();

  // An information page written in the admin area is kept as HTML ("html"); one from a bundle's
  // pages/<Slug>.md keeps its Markdown ("markdown"). An export writes each back in its own form.
  await db.schema
    .alterTable("page")
    .addColumn("format", "text", (col) => col.notNull().defaultTo("markdown"))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("page").dropColumn("format").execute();
  await db.schema.dropTable("content_revision").execute();
  await db.schema.dropTable("content_entry").execute();
}
