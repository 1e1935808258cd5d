import type { Kysely } from "kysely";

/**
 * A storage quota per school (issue 14, decision 0075): the operator may give one school more or
 * less room than the platform's STORAGE_QUOTA_MB. Null is "the platform's". An import of a bundle
 * leaves it alone: it is the operator's, not the school's content. SQLite and PostgreSQL.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("school").addColumn("storage_quota_mb", "integer").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("school").dropColumn("storage_quota_mb").execute();
}
