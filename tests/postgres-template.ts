import { execFile } from "node:child_process";
import fs from "node:fs";
import { promisify } from "node:util";
import pg from "pg";
import { migrateToLatest, openPostgres } from "#database/connection";

/**
 * The migrated schema of a PostgreSQL test run as one SQL script (decision 0108). Running the
 * 18 migrations for each of the run's test databases was most of the PostgreSQL run's time: each
 * one is a string of DDL statements, and Kysely's migrator lists every column of every schema of
 * the database three times per run. The global setup (tests/postgres-setup.ts) migrates one schema
 * and has pg_dump write it out, tables, sequences, indexes, constraints and rows (the content
 * version's row, Kysely's bookkeeping); a test database is then that script under a new name, one
 * statement batch in one transaction, and is the same database the migrations make
 * (tests/test-database.test.ts compares them).
 */

/** The schema's name in the script, replaced by each test database's own. */
export const templateSchema = "vitest_migrated_template";

const run = promisify(execFile);

/** The connection string with `schema` as its search path, as a test database's URL. */
export function withSearchPath(url: string, schema: string): string {
  const schemaUrl = new URL(url);
  schemaUrl.searchParams.set("options", `-c search_path=${schema}`);
  return schemaUrl.toString();
}

/** pg_dump of the server's own major version (Debian's layout), else the one on PATH. */
function pgDumpFor(serverVersionNum: number): string {
  const debian = `/usr/lib/postgresql/${Math.floor(serverVersionNum / 10000)}/bin/pg_dump`;
  return fs.existsSync(debian) ? debian : "pg_dump";
}

/**
 * Migrates a schema of the database at `databaseUrl`, writes it out as SQL and drops it. Undefined
 * when pg_dump cannot run (not installed): the test databases then migrate themselves.
 */
export async function migratedSchemaScript(databaseUrl: string): Promise<string | undefined> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ server_version_num: string }>("show server_version_num");
    const pgDump = pgDumpFor(Number(rows[0]?.server_version_num));
    await admin.query(`create schema ${templateSchema}`);
    const db = openPostgres(withSearchPath(databaseUrl, templateSchema), { poolSize: 1 });
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
    // --inserts: rows as INSERT statements, which a plain query runs (COPY … FROM stdin needs psql).
    const args = ["--dbname", databaseUrl, "--schema", templateSchema, "--no-owner", "--no-privileges", "--inserts"];
    const dumped = await run(pgDump, args, { maxBuffer: 64 * 1024 * 1024 }).catch((error: Error) => error);
    await admin.query(`drop schema ${templateSchema} cascade`);
    if (dumped instanceof Error) {
      console.warn(`${pgDump} failed (${dumped.message}): each test database runs the migrations itself`);
      return undefined;
    }
    const { stdout } = dumped;
    // psql's meta-commands (\restrict since PostgreSQL 15.14) are not SQL.
    return stdout
      .split("\n")
      .filter((line) => !line.startsWith("\\"))
      .join("\n");
  } finally {
    await admin.end();
  }
}
