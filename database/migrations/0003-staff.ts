import type { Kysely } from "kysely";

/**
 * Staff accounts (issue 12, decision 0042).
 *
 * The auth_* tables are better-auth's: their columns keep the library's own names, so its
 * Kysely adapter needs no mapping beyond the table names, and belong to the platform, not
 * to one school, because one person may work for several. Dates are `timestamptz` and flags
 * `boolean`: PostgreSQL's own types, which SQLite accepts as names (the adapter writes them
 * there as ISO text and 0/1).
 *
 * membership, activity and sign_in_failure are ours.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("auth_user")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull().unique())
    .addColumn("emailVerified", "boolean", (col) => col.notNull())
    .addColumn("image", "text")
    .addColumn("createdAt", "timestamptz", (col) => col.notNull())
    .addColumn("updatedAt", "timestamptz", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("auth_session")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("expiresAt", "timestamptz", (col) => col.notNull())
    .addColumn("token", "text", (col) => col.notNull().unique())
    .addColumn("createdAt", "timestamptz", (col) => col.notNull())
    .addColumn("updatedAt", "timestamptz", (col) => col.notNull())
    .addColumn("ipAddress", "text")
    .addColumn("userAgent", "text")
    .addColumn("userId", "text", (col) => col.notNull().references("auth_user.id").onDelete("cascade"))
    .execute();
  await db.schema.createIndex("auth_session_user").on("auth_session").column("userId").execute();

  await db.schema
    .createTable("auth_account")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("accountId", "text", (col) => col.notNull())
    .addColumn("providerId", "text", (col) => col.notNull())
    .addColumn("userId", "text", (col) => col.notNull().references("auth_user.id").onDelete("cascade"))
    .addColumn("accessToken", "text")
    .addColumn("refreshToken", "text")
    .addColumn("idToken", "text")
    .addColumn("accessTokenExpiresAt", "timestamptz")
    .addColumn("refreshTokenExpiresAt", "timestamptz")
    .addColumn("scope", "text")
    .addColumn("password", "text")
    .addColumn("createdAt", "timestamptz", (col) => col.notNull())
    .addColumn("updatedAt", "timestamptz", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("auth_account_user").on("auth_account").column("userId").execute();

  await db.schema
    .createTable("auth_verification")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("identifier", "text", (col) => col.notNull())
    .addColumn("value", "text", (col) => col.notNull())
    .addColumn("expiresAt", "timestamptz", (col) => col.notNull())
    .addColumn("createdAt", "timestamptz", (col) => col.notNull())
    .addColumn("updatedAt", "timestamptz", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("auth_verification_identifier").on("auth_verification").column("identifier").execute();

  await db.schema
    .createTable("auth_passkey")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("name", "text")
    .addColumn("publicKey", "text", (col) => col.notNull())
    .addColumn("userId", "text", (col) => col.notNull().references("auth_user.id").onDelete("cascade"))
    .addColumn("credentialID", "text", (col) => col.notNull())
    .addColumn("counter", "integer", (col) => col.notNull())
    .addColumn("deviceType", "text", (col) => col.notNull())
    .addColumn("backedUp", "boolean", (col) => col.notNull())
    .addColumn("transports", "text")
    .addColumn("createdAt", "timestamptz")
    .addColumn("aaguid", "text")
    .execute();
  await db.schema.createIndex("auth_passkey_user").on("auth_passkey").column("userId").execute();
  await db.schema.createIndex("auth_passkey_credential").on("auth_passkey").column("credentialID").execute();

  // A person's role in one school; a person may have one in several.
  await db.schema
    .createTable("membership")
    .addColumn("school_code", "text", (col) => col.notNull().references("school.code").onDelete("cascade"))
    .addColumn("user_id", "text", (col) => col.notNull().references("auth_user.id").onDelete("cascade"))
    .addColumn("role", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("membership_pk", ["school_code", "user_id"])
    .execute();
  await db.schema.createIndex("membership_user").on("membership").column("user_id").execute();

  await db.schema
    .createTable("platform_operator")
    .addColumn("user_id", "text", (col) => col.primaryKey().references("auth_user.id").onDelete("cascade"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();

  // The activity log. Who is kept as an id and as the e-mail of the moment, with no foreign key:
  // the entry outlives the account, and a failed sign-in may name nobody.
  await db.schema
    .createTable("activity")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("school_code", "text", (col) => col.notNull().references("school.code").onDelete("cascade"))
    .addColumn("at", "text", (col) => col.notNull())
    .addColumn("user_id", "text")
    .addColumn("actor", "text", (col) => col.notNull())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("target", "text")
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("address", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("activity_school_at").on("activity").columns(["school_code", "at"]).execute();

  // Failed sign-ins, counted per account and per address (server/auth/sign-in-limits.ts).
  await db.schema
    .createTable("sign_in_failure")
    .addColumn("scope", "text", (col) => col.notNull())
    .addColumn("key", "text", (col) => col.notNull())
    .addColumn("at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("sign_in_failure_key").on("sign_in_failure").columns(["scope", "key", "at"]).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "sign_in_failure",
    "activity",
    "platform_operator",
    "membership",
    "auth_passkey",
    "auth_verification",
    "auth_account",
    "auth_session",
    "auth_user",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
