import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";
import * as initial from "./migrations/0001-initial";
import * as pages from "./migrations/0002-pages";
import * as search from "./migrations/0004-search";
import type { Database } from "./schema";

export type Db = Kysely<Database>;

/** Listed here rather than read from disk, so a bundled server carries its migrations. */
const migrations: Record<string, Migration> = {
  "0001-initial": initial,
  "0002-pages": pages,
  // 0003 belongs to PostgreSQL support, written on another branch at the same time.
  "0004-search": search,
};

const provider: MigrationProvider = {
  getMigrations: async () => migrations,
};

/**
 * Opens the database file (":memory:" for tests) with the durability settings
 * the product promises: WAL, synchronous=FULL, foreign keys on.
 */
export function openDatabase(file: string): { db: Db; sqlite: SQLite.Database } {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, sqlite };
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  // Two branches numbered their migrations side by side (0003, 0004): a database that got 0004
  // first still takes 0003 when it arrives, instead of refusing to start.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((result) => result.status === "Success").map((result) => result.migrationName);
}

/**
 * A value that changes whenever the content may have changed: `data_version` moves when
 * another connection commits (the content CLI imports from another process), and
 * `total_changes()` when this connection writes. Caches of answers compare it per lookup.
 */
export function contentVersionReader(sqlite: SQLite.Database): () => string {
  const statement = sqlite
    .prepare("SELECT (SELECT data_version FROM pragma_data_version()), total_changes()")
    .raw(true);
  return () => {
    const [dataVersion, changes] = statement.get() as [number, number];
    return `${dataVersion}:${changes}`;
  };
}
