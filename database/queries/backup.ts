import SQLite from "better-sqlite3";
import { sql } from "kysely";
import type { Db } from "#database/connection";
import { unscoped } from "#database/unscoped";

/**
 * Writes a copy of the whole database to `target` while the server keeps
 * serving. VACUUM INTO reads inside one read transaction, so the copy is one
 * consistent state even while an import commits; in WAL mode it blocks no
 * writer. SQLite itself refuses a `target` that exists and is not empty, so a
 * backup never overwrites one. The copy holds the database only: the stored
 * files (DATA_DIR/files) are not in it.
 */
export async function backupInto(db: Db, target: string): Promise<void> {
  sqliteOnly(db, "backupInto");
  await sql`vacuum into ${target}`.execute(unscoped(db));
}

/** PostgreSQL is backed up with its own tool, pg_dump (content/backup-command.ts, decision 0054). */
function sqliteOnly(db: Db, what: string): void {
  if (db.dialect !== "sqlite") throw new Error(`${what} is for SQLite; PostgreSQL is backed up with pg_dump`);
}

/** `PRAGMA integrity_check` on an open database: [] when it is sound, else SQLite's findings. */
export async function integrityProblems(db: Db): Promise<string[]> {
  sqliteOnly(db, "integrityProblems");
  const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(unscoped(db));
  return findings(rows);
}

/**
 * The same check on a database file, opened read-only, so checking a backup
 * (or a database after a crash) changes nothing in it.
 */
export function fileIntegrityProblems(file: string): string[] {
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return findings(sqlite.pragma("integrity_check") as Array<{ integrity_check: string }>);
  } finally {
    sqlite.close();
  }
}

function findings(rows: Array<{ integrity_check: string }>): string[] {
  const messages = rows.map((row) => row.integrity_check);
  return messages.length === 1 && messages[0] === "ok" ? [] : messages;
}
