import type SQLite from "better-sqlite3";
import type { Kysely } from "kysely";
import type { ContentChanges } from "./content-changes";
import type { Database } from "./schema";

/**
 * The types db.ts and unscoped.ts share, apart from both so that neither imports the other:
 * unscoped.ts keeps the registry of backends and names the Db class, and the Db class needs only
 * these shapes.
 */

export type Dialect = "sqlite" | "postgres";

/**
 * What stands behind a Db: the Kysely instance with every table in reach. Only the few modules
 * that must see across schools reach it, through database/unscoped.ts (biome.json lists them):
 * opening and migrating, the school scope itself, the platform's registry of schools and hosts,
 * the content version and the backup. Everything else reaches a school's rows through forSchool
 * (school-scope.ts).
 */
export type Backend = {
  dialect: Dialect;
  kysely: Kysely<Database>;
  /** Changes whenever the content may have changed, here or in another instance. */
  contentVersion: () => string;
  /** What moved between two numbers `contentVersion` returned: which schools, or everything (decision 0083). */
  contentChangesSince: (from: string, to: string) => ContentChanges;
  /** A content version this process has just committed, and its scope, so its own caches follow at once. */
  noteContentVersion: (version: number, scope: string) => void;
  close: () => Promise<void>;
  /** SQLite: the connection (online backup, integrity check). */
  sqlite?: SQLite.Database;
  /** PostgreSQL: the connection string (pg_dump). */
  url?: string;
};
