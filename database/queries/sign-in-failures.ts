import type { Db } from "#database/connection";
import { unscoped } from "#database/unscoped";

/** Failed sign-ins by account and by address; requests for a reset link by the same two (decision 0077). */
export type FailureScope = "account" | "address" | "reset-account" | "reset-address";

/**
 * Sign-in failures belong to the platform (so this module is one of those biome.json lets use the
 * unscoped handle), not to a school: a person signs in once for all
 * their schools, and an address is an address whichever school's site it reached.
 */
export async function recordSignInFailure(db: Db, scope: FailureScope, key: string, at: Date): Promise<void> {
  await unscoped(db).insertInto("sign_in_failure").values({ scope, key, at: at.toISOString() }).execute();
}

/** The instants of the failures since `since`, oldest first. */
export async function signInFailuresSince(db: Db, scope: FailureScope, key: string, since: Date): Promise<Date[]> {
  const rows = await unscoped(db)
    .selectFrom("sign_in_failure")
    .select("at")
    .where("scope", "=", scope)
    .where("key", "=", key)
    .where("at", ">=", since.toISOString())
    .orderBy("at")
    .execute();
  return rows.map((row) => new Date(row.at));
}

/** Forgets failures older than `before`, so the table holds one window's worth. */
export async function forgetSignInFailures(db: Db, before: Date): Promise<void> {
  await unscoped(db).deleteFrom("sign_in_failure").where("at", "<", before.toISOString()).execute();
}
