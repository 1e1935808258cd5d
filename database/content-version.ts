import { type Kysely, sql } from "kysely";
import type { Dialect } from "./database-types";
import type { Database } from "./schema";

/**
 * The content version (decision 0050): one row, moved by every write that changes what a
 * site shows (an import, a school added or removed, a host name). It is not SQLite's
 * data_version: the transfer-certificate rate limit writes to the same database on every
 * miss (decision 0051), and those writes must not empty the caches.
 *
 * On PostgreSQL the new number is also sent with NOTIFY, delivered when the transaction
 * commits, so every instance's caches empty within milliseconds (database/postgres-version.ts).
 */
export async function bumpContentVersion(trx: Kysely<Database>, dialect: Dialect): Promise<number> {
  const row = await trx
    .updateTable("content_version")
    .set((eb) => ({ version: eb("version", "+", 1) }))
    .where("id", "=", 1)
    .returning("version")
    .executeTakeFirstOrThrow();
  const version = Number(row.version);
  if (dialect === "postgres") {
    await sql`select pg_notify(${sql.lit(versionChannelPrefix)} || current_schema(), ${String(version)})`.execute(trx);
  }
  return version;
}

/**
 * The NOTIFY channel of a schema's content version. Channels are per database, so the
 * schema's name goes into it: the tests run many schemas side by side in one database.
 */
export const versionChannelPrefix = "content_version_";
