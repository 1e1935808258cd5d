import { randomBytes } from "node:crypto";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { inject } from "vitest";
import { type Db, migrateToLatest, openDatabase, openPostgres } from "#database/connection";
import type { Dialect } from "#database/database-types";
import { integrityProblems } from "#database/queries/backup";
import { unscoped } from "#database/unscoped";
import { templateSchema, withSearchPath } from "#tests/postgres-template";

/**
 * The database a test runs on. `npm test` runs on SQLite; .ci/run runs the same suite a second
 * time on PostgreSQL (TEST_DATABASE_URL), where each test database is a fresh schema of the
 * test file's own database (tests/postgres-setup.ts), as fresh as SQLite's `:memory:`.
 */
export const testDialect: Dialect = process.env.TEST_DATABASE_URL ? "postgres" : "sqlite";

export type TestDatabase = {
  db: Db;
  /**
   * What a child process or a CLI needs, with DATA_DIR, to open this same database:
   * DATABASE_URL on PostgreSQL, nothing on SQLite (the file in DATA_DIR).
   */
  env: Record<string, string>;
  /** Opens another connection to the same database, as a second instance would. */
  reopen: () => Db;
};

type FileDatabase = { admin: pg.Client; url: string; name: string };
/** This test file's own database, made at its first test database and dropped after it (dropTestSchemas). */
let fileDatabase: Promise<FileDatabase> | undefined;

function postgresUrl(): string {
  const url = inject("postgresUrl");
  if (!url) throw new Error("TEST_DATABASE_URL is set but the PostgreSQL global setup did not run");
  return url;
}

/**
 * A database per test file, named after the run's (whose teardown drops any left), so that the
 * catalogue a file's code reads holds that file's schemas only: Kysely's migrator, at every start
 * and /readyz, reads every column of every schema of its database, and a schema another file
 * drops in the middle of that read fails it.
 */
function openFileDatabase(): Promise<FileDatabase> {
  fileDatabase ??= (async () => {
    const runUrl = new URL(postgresUrl());
    const name = `${runUrl.pathname.slice(1)}_f${process.pid}_${randomBytes(3).toString("hex")}`;
    const root = new pg.Client({ connectionString: runUrl.toString() });
    await root.connect();
    // Collation C, as the run's database (tests/postgres-setup.ts).
    await root.query(`create database ${name} template template0 encoding 'UTF8' lc_collate 'C' lc_ctype 'C'`);
    await root.end();
    runUrl.pathname = `/${name}`;
    const admin = new pg.Client({ connectionString: runUrl.toString() });
    await admin.connect();
    return { admin, url: runUrl.toString(), name };
  })();
  return fileDatabase;
}

/**
 * A new schema of the file's database, as its connection string: empty, or `migrated`, made by the
 * global setup's script of the migrated schema (tests/postgres-template.ts) when there is one.
 */
async function freshSchema(migrated: boolean): Promise<{ url: string; migrated: boolean }> {
  const { admin, url } = await openFileDatabase();
  const schema = `t_${process.pid}_${randomBytes(4).toString("hex")}`;
  const script = migrated ? inject("postgresSchemaScript") : undefined;
  await admin.query(script ? script.replaceAll(templateSchema, schema) : `create schema ${schema}`);
  return { url: withSearchPath(url, schema), migrated: script !== undefined };
}

/**
 * Drops the file's database with its schemas (tests/postgres-after-file.ts, after the file's own
 * hooks have stopped its servers), ending what still holds a connection to it.
 */
export async function dropTestSchemas(): Promise<void> {
  if (!fileDatabase) return;
  const { admin, name } = await fileDatabase;
  fileDatabase = undefined;
  await admin.end();
  const root = new pg.Client({ connectionString: postgresUrl() });
  await root.connect();
  await root.query(`drop database if exists ${name} with (force)`);
  await root.end();
}

/**
 * A fresh, migrated database. On SQLite it is `:memory:`, or the file DATA_DIR/school.db when
 * `dataDir` is given (a test that starts servers or CLIs on it); on PostgreSQL a new schema.
 */
export async function openTestDatabase(options: { dataDir?: string; migrate?: boolean } = {}): Promise<TestDatabase> {
  const migrate = options.migrate !== false;
  if (testDialect === "postgres") {
    const schema = await freshSchema(migrate);
    // Small pools: a test file may hold many databases open at once.
    const open = () => openPostgres(schema.url, { poolSize: 4 });
    const test = { db: open(), env: { DATABASE_URL: schema.url }, reopen: open };
    if (migrate && !schema.migrated) await migrateToLatest(test.db);
    return test;
  }
  const file = options.dataDir ? path.join(options.dataDir, "school.db") : ":memory:";
  const open = () => {
    if (file === ":memory:") throw new Error("an in-memory database cannot be opened twice; give a dataDir");
    return openDatabase(file);
  };
  const test = { db: openDatabase(file), env: {}, reopen: open };
  if (migrate) await migrateToLatest(test.db);
  return test;
}

/** openTestDatabase's database alone, for the tests that need nothing else. */
export async function testDatabase(): Promise<Db> {
  return (await openTestDatabase()).db;
}

/**
 * PostgreSQL: until its first read of the version an instance answers "starting", so a cache that stores
 * an answer then would miss at the next lookup. Tests that count cache hits wait for this first.
 */
export async function versionSettled(db: Db): Promise<void> {
  for (let waited = 0; db.contentVersion() === "starting" && waited < 5000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Rows of a query written in SQL, for tests that look at the database behind the code's back
 * (a column's type, a table's rows as stored). Both stores answer the same portable SQL.
 */
export async function rawRows<Row = Record<string, unknown>>(db: Db, query: string): Promise<Row[]> {
  const { rows } = await sql.raw<Row>(query).execute(unscoped(db));
  return rows;
}

/** The columns of a table: name and whether it takes null, from either store's catalogue. */
export async function tableColumns(db: Db, table: string): Promise<Array<{ name: string; nullable: boolean }>> {
  if (db.dialect === "sqlite") {
    const rows = await rawRows<{ name: string; notnull: number }>(db, `pragma table_info(${table})`);
    return rows.map((row) => ({ name: row.name, nullable: row.notnull === 0 }));
  }
  const rows = await rawRows<{ name: string; is_nullable: string }>(
    db,
    `select column_name as name, is_nullable from information_schema.columns
     where table_schema = current_schema() and table_name = '${table}' order by ordinal_position`,
  );
  return rows.map((row) => ({ name: row.name, nullable: row.is_nullable === "YES" }));
}

/** Every table the migrations made (Kysely's own bookkeeping aside). */
export async function tableNames(db: Db): Promise<string[]> {
  const rows =
    db.dialect === "sqlite"
      ? await rawRows<{ name: string }>(db, "select name from sqlite_master where type = 'table'")
      : await rawRows<{ name: string }>(
          db,
          "select table_name as name from information_schema.tables where table_schema = current_schema()",
        );
  return rows
    .map((row) => row.name)
    .filter((name) => !name.startsWith("kysely_") && !name.startsWith("sqlite_"))
    .sort();
}

/**
 * Makes every insert into `table` fail with `message`, the way a full disk or a bug would in
 * the middle of an import: a trigger, in each store's own dialect.
 */
export async function failInserts(db: Db, table: string, message: string): Promise<void> {
  if (db.dialect === "sqlite") {
    await rawRows(
      db,
      `create trigger fail_${table} before insert on ${table} begin select raise(abort, '${message}'); end`,
    );
    return;
  }
  await rawRows(
    db,
    `create function fail_${table}() returns trigger language plpgsql as $$ begin raise exception '${message}'; end $$`,
  );
  await rawRows(
    db,
    `create trigger fail_${table} before insert on ${table} for each row execute function fail_${table}()`,
  );
}

/**
 * The settings that point a CLI or a server at a fresh test database, opening nothing here:
 * `{}` on SQLite (the CLI makes DATA_DIR/school.db itself), a new schema's DATABASE_URL on PostgreSQL.
 */
export async function testDatabaseEnv(): Promise<Record<string, string>> {
  return testDialect === "postgres" ? { DATABASE_URL: (await freshSchema(false)).url } : {};
}

/** Opens the database a DATA_DIR and testDatabaseEnv's settings name, as a CLI or a server would. */
export function openDatabaseAt(dataDir: string, env: Record<string, string>): Db {
  return env.DATABASE_URL
    ? openPostgres(env.DATABASE_URL, { poolSize: 4 })
    : openDatabase(path.join(dataDir, "school.db"));
}

/**
 * SQLite's integrity check of a database (or of its file, with nothing else open); PostgreSQL
 * has no file of ours to check, and a killed client cannot corrupt its server: [] there.
 */
export async function storeIntegrityProblems(db: Db): Promise<string[]> {
  return db.dialect === "sqlite" ? integrityProblems(db) : [];
}
