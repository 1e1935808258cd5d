import type { Kysely } from "kysely";

/**
 * Uploads and albums (issue 14, decision 0061). `media_file`: every file a school uploaded,
 * keyed by its stored path, with the SHA-256 of the bytes as uploaded (so the same photo sent
 * twice is noticed although the stored copy was re-encoded), its size (the storage quota) and,
 * for photos, the words that go with it: alt text, caption, decorative. `media_album`: the albums
 * being put together in the admin area; publishing one writes its row in `gallery`.
 * Written for both SQLite and PostgreSQL.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("media_file")
    .addColumn("school_code", "text", (col) => col.notNull().references("school.code").onDelete("cascade"))
    .addColumn("stored_path", "text", (col) => col.notNull())
    .addColumn("upload_sha256", "text", (col) => col.notNull())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("original_name", "text", (col) => col.notNull())
    .addColumn("bytes", "bigint", (col) => col.notNull())
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("alt", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("caption", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("decorative", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("uploaded_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("media_file_pk", ["school_code", "stored_path"])
    .execute();
  await db.schema
    .createIndex("media_file_upload_sha256")
    .on("media_file")
    .columns(["school_code", "upload_sha256"])
    .execute();

  await db.schema
    .createTable("media_album")
    .addColumn("school_code", "text", (col) => col.notNull().references("school.code").onDelete("cascade"))
    .addColumn("id", "text", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("date", "text", (col) => col.notNull())
    .addColumn("category", "text", (col) => col.notNull())
    .addColumn("photos_json", "text", (col) => col.notNull())
    .addColumn("cover", "text")
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addColumn("published_at", "text")
    .addPrimaryKeyConstraint("media_album_pk", ["school_code", "id"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["media_album", "media_file"]) await db.schema.dropTable(table).execute();
}
