import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * The platform (issue 15): the content version every instance watches (decision 0050), the
 * transfer-certificate failures every instance counts (0051) and the schools' host names (0052).
 * Written for both SQLite and PostgreSQL.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("content_version")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("version", "integer", (col) => col.notNull())
    .execute();
  await db.insertInto("content_version").values({ id: 1, version: 0 }).execute();

  await db.schema
    .createTable("school_host")
    .addColumn("host", "text", (col) => col.primaryKey())
    .addColumn("school_code", "text", (col) => col.notNull().references("school.code").onDelete("cascade"))
    .execute();
  await db.schema.createIndex("school_host_school").on("school_host").column("school_code").execute();

  // No reference to school: a look-up for a school that does not exist counts like any other miss.
  await db.schema
    .createTable("tc_failure")
    .addColumn("school_code", "text", (col) => col.notNull())
    .addColumn("client", "text", (col) => col.notNull())
    .addColumn("failures_json", "text", (col) => col.notNull())
    .addColumn("last_at", "bigint", (col) => col.notNull())
    .addPrimaryKeyConstraint("tc_failure_pk", ["school_code", "client"])
    .execute();
  await db.schema.createIndex("tc_failure_last_at").on("tc_failure").column("last_at").execute();

  // PostgreSQL's real has 4 bytes (SQLite's has 8): widen the two number columns so a mark or
  // an order keeps every digit the bundle gave. SQLite needs nothing.
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table topper alter column marks type double precision`.execute(db);
    await sql`alter table faculty alter column sort_order type double precision`.execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["tc_failure", "school_host", "content_version"]) await db.schema.dropTable(table).execute();
}
