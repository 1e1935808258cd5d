import type { Kysely } from "kysely";

/**
 * Content versions per school (issue 26, decision 0083): each write that changes what a site
 * shows records the content version it moved to under its scope, a school's code, or `*` for the
 * platform's registry (schools and host names). An instance that sees the global version move
 * reads the scopes that moved since the version it last saw, and empties only their cache
 * entries. The column is `scope`, not `school_code`: the row is no school's content and is never
 * read through a school's handle. SQLite and PostgreSQL.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("school_version")
    .addColumn("scope", "text", (col) => col.primaryKey())
    .addColumn("version", "integer", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("school_version_version").on("school_version").column("version").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("school_version").execute();
}
