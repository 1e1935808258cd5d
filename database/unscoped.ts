import type SQLite from "better-sqlite3";
import type { Kysely } from "kysely";
import type { Db, Dialect } from "./db";
import type { Database } from "./schema";

/**
 * What stands behind a Db: the Kysely instance with every table in reach. Only the few modules
 * that must see across schools import this (biome.json lists them): opening and migrating, the
 * school scope itself, the platform's registry of schools and hosts, the content version and
 * the backup. Everything else reaches a school's rows through forSchool (school-scope.ts).
 */
export type Backend = {
  dialect: Dialect;
  kysely: Kysely<Database>;
  /** Changes whenever the content may have changed, here or in another instance. */
  contentVersion: () => string;
  /** A content version this process has just committed, so its own caches empty at once. */
  noteContentVersion: (version: number) => void;
  close: () => Promise<void>;
  /** SQLite: the connection (online backup, integrity check). */
  sqlite?: SQLite.Database;
  /** PostgreSQL: the connection string (pg_dump). */
  url?: string;
};

const backends = new WeakMap<Db, Backend>();

export function registerBackend(db: Db, backend: Backend): void {
  backends.set(db, backend);
}

export function backendOf(db: Db): Backend {
  const backend = backends.get(db);
  if (!backend) throw new Error("Not an open database");
  return backend;
}

/** Every table, no school filter: for the modules listed above only. */
export function unscoped(db: Db): Kysely<Database> {
  return backendOf(db).kysely;
}
