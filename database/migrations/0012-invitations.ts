import type { Kysely } from "kysely";

/**
 * Invitations to a school (issue 21, decision 0077): an owner's invite is a pending invitation,
 * not a membership. The person it names accepts it (signed in, or by choosing a password when the
 * address has no account yet) and only then is in the school. The link's token is kept as its
 * SHA-256, so the table alone opens nothing. SQLite and PostgreSQL.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("invitation")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("school_code", "text", (col) => col.notNull().references("school.code").onDelete("cascade"))
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("name", "text")
    .addColumn("role", "text", (col) => col.notNull())
    .addColumn("token_hash", "text", (col) => col.notNull().unique())
    .addColumn("invited_by", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addUniqueConstraint("invitation_school_email", ["school_code", "email"])
    .execute();
  await db.schema.createIndex("invitation_email").on("invitation").column("email").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("invitation").execute();
}
