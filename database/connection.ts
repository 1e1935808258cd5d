import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";
import type { Config } from "#domain/config";
import { changesOf, everythingChanged, type ScopeVersion } from "./content-changes";
import type { Backend } from "./database-types";
import { Db } from "./db";
import * as initial from "./migrations/0001-initial";
import * as pages from "./migrations/0002-pages";
import * as staff from "./migrations/0003-staff";
import * as search from "./migrations/0004-search";
import * as platform from "./migrations/0005-platform";
import * as editing from "./migrations/0006-editing";
import * as media from "./migrations/0007-media";
import * as consent from "./migrations/0008-consent";
import * as clubsAndSlides from "./migrations/0009-clubs-and-slides";
import * as schoolQuota from "./migrations/0010-school-quota";
import * as photoConsent from "./migrations/0011-photo-consent";
import * as invitations from "./migrations/0012-invitations";
import * as schoolVersions from "./migrations/0013-school-versions";
import * as circulars from "./migrations/0014-circulars";
import * as disclosure from "./migrations/0015-disclosure";
import * as alerts from "./migrations/0016-alerts";
import * as albumsIntoDrafts from "./migrations/0017-albums-into-drafts";
import * as heroSlidesKind from "./migrations/0018-hero-slides-kind";
import { pgModule } from "./pg-module";
import { PostgresVersionWatcher } from "./postgres-version";
import type { Database } from "./schema";
import { registerBackend, unscoped } from "./unscoped";

export type { Db } from "./db";

/** Listed here rather than read from disk, so a bundled server carries its migrations. */
const migrations: Record<string, Migration> = {
  "0001-initial": initial,
  "0002-pages": pages,
  "0003-staff": staff,
  "0004-search": search,
  "0005-platform": platform,
  "0006-editing": editing,
  "0007-media": media,
  "0008-consent": consent,
  "0009-clubs-and-slides": clubsAndSlides,
  "0010-school-quota": schoolQuota,
  "0011-photo-consent": photoConsent,
  "0012-invitations": invitations,
  "0013-school-versions": schoolVersions,
  "0014-circulars": circulars,
  "0015-disclosure": disclosure,
  "0016-alerts": alerts,
  "0017-albums-into-drafts": albumsIntoDrafts,
  "0018-hero-slides-kind": heroSlidesKind,
};

const provider: MigrationProvider = {
  getMigrations: async () => migrations,
};

/** A Db over its backend, registered so that the modules allowed to (database/unscoped.ts) find the backend. */
function openedOver(backend: Backend): Db {
  const db = new Db(backend);
  registerBackend(db, backend);
  return db;
}

/**
 * Opens an SQLite database file (":memory:" for tests) with the durability settings the
 * product promises: WAL, synchronous=FULL, foreign keys on. `readonly` opens a copy (a
 * backup) without changing it.
 */
export function openDatabase(file: string, options: { readonly?: boolean } = {}): Db {
  if (file !== ":memory:" && !options.readonly) fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file, { readonly: options.readonly ?? false, fileMustExist: options.readonly ?? false });
  if (!options.readonly) {
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("synchronous = FULL");
  }
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  let read: SQLite.Statement | undefined;
  let lastVersion: string | undefined;
  const forgetVersion = () => {
    lastVersion = undefined;
  };
  let readScopes: SQLite.Statement<[number], ScopeVersion> | undefined;
  return openedOver({
    dialect: "sqlite",
    kysely,
    sqlite,
    // The version row, read on every lookup: a commit by another process (the admin or content CLI) is seen at the
    // next lookup, with no notification to wait for. A request looks three times or more (its host, the API's cache,
    // the school's day), 16 % of an API answer from the cache (decision 0112), so one read serves until the
    // microtasks queued so far have run: no await lies between the looks it serves, and a commit's continuation is
    // queued after the read is forgotten, so whoever committed sees the new number at its next look.
    contentVersion: () => {
      if (lastVersion !== undefined) return lastVersion;
      try {
        read ??= sqlite.prepare("select version from content_version where id = 1").pluck();
        lastVersion = String(read.get());
      } catch {
        return "unmigrated";
      }
      queueMicrotask(forgetVersion);
      return lastVersion;
    },
    // The scopes that moved past `from`: asked only when the version moved, an indexed read.
    contentChangesSince: (from, to) => {
      if (!/^\d+$/.test(from)) return everythingChanged;
      try {
        readScopes ??= sqlite.prepare<[number], ScopeVersion>(
          "select scope, version from school_version where version > ?",
        );
        return changesOf(readScopes.all(Number(from)), Number(to));
      } catch {
        return everythingChanged;
      }
    },
    // Nothing to note: the next lookup reads the row this process has just written.
    noteContentVersion: () => {},
    close: () => kysely.destroy(),
  });
}

export type PostgresOptions = {
  /** Connections in the pool (default 10). */
  poolSize?: number;
  /** How often the content version row is read besides LISTEN (ms, default 2000). */
  versionPollMs?: number;
};

/**
 * Opens a PostgreSQL database (DATABASE_URL) through a pg Pool. The connection string may
 * carry `options=-c search_path=…` to use a schema other than public (the tests do).
 */
export function openPostgres(url: string, options: PostgresOptions = {}): Db {
  const pool = new (pgModule().Pool)({ connectionString: url, max: options.poolSize ?? 10, idleTimeoutMillis: 10_000 });
  // A connection the server drops (a restart, a failover, pg_terminate_backend) must not take the process
  // with it: pg emits "error" on the client, and pg-pool listens only while the client is idle. The query
  // that was running fails and answers 500; the pool replaces the connection.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const watcher = new PostgresVersionWatcher(url, pool, options.versionPollMs);
  return openedOver({
    dialect: "postgres",
    kysely,
    url,
    contentVersion: () => watcher.current(),
    contentChangesSince: (from) => watcher.changesSince(from),
    noteContentVersion: (version, scope) => watcher.note(version, scope),
    close: async () => {
      await watcher.close();
      await kysely.destroy();
    },
  });
}

/** PostgreSQL when DATABASE_URL is set, else the SQLite file in DATA_DIR. */
export function openConfiguredDatabase(config: Pick<Config, "databaseUrl" | "databaseFile">): Db {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openDatabase(config.databaseFile);
}

/** Where the data lives, for logs and messages: the file, or the URL without its password. */
export function describeDatabase(config: Pick<Config, "databaseUrl" | "databaseFile">): string {
  if (!config.databaseUrl) return config.databaseFile;
  const url = new URL(config.databaseUrl);
  if (url.password) url.password = "***";
  return url.toString();
}

/** Kysely's migrator over our migrations, its bookkeeping tables in this connection's own schema. */
async function migratorFor(db: Db): Promise<Migrator> {
  const kysely = unscoped(db);
  // Kysely looks for its bookkeeping tables in every schema; on PostgreSQL, name ours, or a
  // database with the tables in another schema (the tests' side by side) would seem migrated.
  const migrationTableSchema =
    db.dialect === "postgres"
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(kysely)).rows[0]?.schema
      : undefined;
  return new Migrator({
    db: kysely,
    provider,
    migrationTableSchema,
    // Three branches numbered their migrations side by side (0003, 0004, 0005): a database that got
    // a later one first still takes an earlier one when it arrives, instead of refusing to start.
    allowUnorderedMigrations: true,
  });
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = await migratorFor(db);
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((result) => result.status === "Success").map((result) => result.migrationName);
}

/**
 * The migrations this code ships that the database has not run, by name (/readyz). Reads the
 * bookkeeping table only; a migration the database has and this code lacks (a newer instance
 * ran it during a rolling deploy) is not one.
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const migrator = await migratorFor(db);
  return (await migrator.getMigrations()).filter((info) => info.executedAt === undefined).map((info) => info.name);
}

/** Resolves when the database answers a trivial query (/readyz); throws when it does not. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(unscoped(db));
}
