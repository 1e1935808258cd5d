import { type Db, migrateToLatest, openConfiguredDatabase } from "#database/connection";
import type { Config } from "#domain/config";

/**
 * What every subcommand of `npm run admin` shares (server/platform/admin-cli.ts dispatches):
 * its input and output, its exit codes (0 done, 1 failed, 2 wrong usage or a bad setting),
 * and opening the configured database.
 */
export type AdminIo = {
  env: Record<string, string | undefined>;
  /** Results. */
  out: (line: string) => void;
  /** Progress and errors. */
  err: (line: string) => void;
};

export type Subcommand = {
  /** Usage lines, without the `npm run admin -- ` prefix. */
  usage: string[];
  run: (args: string[], io: AdminIo) => Promise<number>;
};

/** A usage error: printed with the subcommand's usage, exit code 2. */
export class UsageError extends Error {}

/** Runs `work` on the configured database (SQLite in DATA_DIR, or DATABASE_URL), migrated first. */
export async function withDatabase<T>(config: Config, work: (db: Db) => Promise<T>): Promise<T> {
  const db = openConfiguredDatabase(config);
  try {
    await migrateToLatest(db);
    return await work(db);
  } finally {
    await db.destroy();
  }
}
