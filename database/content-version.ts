import { type Kysely, sql } from "kysely";
import type { Dialect } from "./database-types";
import type { Database } from "./schema";

/**
 * The content version (decision 0050): one row, moved by every write that changes what a
 * site shows (an import, a school added or removed, a host name). It is not SQLite's
 * data_version: the transfer-certificate rate limit writes to the same database on every
 * miss (decision 0051), and those writes must not empty the caches.
 *
 * Each write also records the number it moved to under its scope (decision 0083): the school
 * whose site it changes, or `platformScope` for the platform's registry. An instance that sees
 * the global number move asks which scopes moved past the number it knew, and empties only
 * those schools' cache entries (database/content-changes.ts).
 *
 * On PostgreSQL the new number and its scope are also sent with NOTIFY, delivered when the
 * transaction commits, so every instance's caches follow within milliseconds
 * (database/postgres-version.ts).
 */
export async function bumpContentVersion(trx: Kysely<Database>, dialect: Dialect, scope: string): Promise<number> {
  const row = await trx
    .updateTable("content_version")
    .set((eb) => ({ version: eb("version", "+", 1) }))
    .where("id", "=", 1)
    .returning("version")
    .executeTakeFirstOrThrow();
  const version = Number(row.version);
  await trx
    .insertInto("school_version")
    .values({ scope, version })
    .onConflict((conflict) => conflict.column("scope").doUpdateSet({ version }))
    .execute();
  if (dialect === "postgres") {
    await sql`select pg_notify(${sql.lit(versionChannelPrefix)} || current_schema(), ${`${version} ${scope}`})`.execute(
      trx,
    );
  }
  return version;
}

/** The scope of a change to the platform's registry (schools, host names): every entry of every cache. */
export const platformScope = "*";

/**
 * The NOTIFY channel of a schema's content version. Channels are per database, so the
 * schema's name goes into it: the tests run many schemas side by side in one database.
 */
export const versionChannelPrefix = "content_version_";

/**
 * Every scope that moved past `since`, and the global number, in one statement (one snapshot
 * on PostgreSQL). The global row comes back with the empty scope, which no school has.
 */
export const changedScopesQuery = `select scope, version from school_version where version > $1
  union all select '' as scope, version from content_version where id = 1`;
