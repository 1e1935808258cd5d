import type { Db } from "#database/connection";
import { bumpContentVersion, platformScope } from "#database/content-version";
import { backendOf, unscoped } from "#database/unscoped";
import type { StoredItemOf } from "#domain/content-kind";
import { contentKinds } from "#domain/content-kinds";
import { fromRow } from "./rows";

/**
 * The platform's own queries: the ones that look across schools by nature (decision 0053).
 * Everything else takes the school. This module and the backup are the only queries that
 * may import database/unscoped (biome.json).
 */

export async function listSchoolCodes(db: Db): Promise<string[]> {
  const rows = await unscoped(db).selectFrom("school").select("code").orderBy("code").execute();
  return rows.map((row) => row.code);
}

/** Every stored path any school still refers to, so unreferenced files can be removed. */
export async function listAllStoredPaths(db: Db): Promise<Set<string>> {
  const rows = await unscoped(db).selectFrom("stored_file").select("stored_path").execute();
  return new Set(rows.map((row) => row.stored_path));
}

/**
 * `/api/subGallery?id=` without `school`: the specification's call carries no school, so the
 * album is looked up by id in every school, the first school by code winning where ids repeat.
 * The site always names its school.
 */
export async function findGalleryInAnySchool(
  db: Db,
  id: string,
): Promise<(StoredItemOf<typeof contentKinds.galleries> & { schoolCode: string }) | undefined> {
  const row = await unscoped(db)
    .selectFrom("gallery")
    .selectAll()
    .where("id", "=", id)
    .orderBy("school_code")
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...fromRow(contentKinds.galleries, row), schoolCode: row.school_code };
}

export type HostEntry = { host: string; schoolCode: string };

/** Every registered host name and its school, by host. */
export async function listHosts(db: Db): Promise<HostEntry[]> {
  const rows = await unscoped(db).selectFrom("school_host").selectAll().orderBy("host").execute();
  return rows.map((row) => ({ host: row.host, schoolCode: row.school_code }));
}

/** The school a host name belongs to, if any. */
export async function findHostSchool(db: Db, host: string): Promise<string | undefined> {
  const row = await unscoped(db)
    .selectFrom("school_host")
    .select("school_code")
    .where("host", "=", host)
    .executeTakeFirst();
  return row?.school_code;
}

/**
 * A change to the platform's registry (a school removed, a host added), in one transaction
 * that moves the content version under the platform's scope, so every instance's host map
 * follows and its caches empty whole (decision 0083).
 */
async function writePlatform<R>(db: Db, work: (trx: ReturnType<typeof unscoped>) => Promise<R>): Promise<R> {
  const kysely = unscoped(db);
  let version = 0;
  const result = await kysely.transaction().execute(async (trx) => {
    const done = await work(trx);
    version = await bumpContentVersion(trx, db.dialect, platformScope);
    return done;
  });
  backendOf(db).noteContentVersion(version, platformScope);
  return result;
}

/** Removes a school and everything it has (its rows go with it); false when there was none. */
export async function removeSchool(db: Db, schoolCode: string): Promise<boolean> {
  return writePlatform(db, async (trx) => {
    const { numDeletedRows } = await trx.deleteFrom("school").where("code", "=", schoolCode).executeTakeFirst();
    await trx.deleteFrom("tc_failure").where("school_code", "=", schoolCode).execute();
    return numDeletedRows > 0n;
  });
}

export type HostChange = "added" | "taken" | "no-school" | "removed" | "not-found";

/** Gives a school a host name; a host belongs to one school only. */
export async function addHost(db: Db, schoolCode: string, host: string): Promise<HostChange> {
  return writePlatform(db, async (trx) => {
    const school = await trx.selectFrom("school").select("code").where("code", "=", schoolCode).executeTakeFirst();
    if (!school) return "no-school";
    const owner = await trx.selectFrom("school_host").select("school_code").where("host", "=", host).executeTakeFirst();
    if (owner) return owner.school_code === schoolCode ? "added" : "taken";
    await trx.insertInto("school_host").values({ host, school_code: schoolCode }).execute();
    return "added";
  });
}

export async function removeHost(db: Db, schoolCode: string, host: string): Promise<HostChange> {
  return writePlatform(db, async (trx) => {
    const { numDeletedRows } = await trx
      .deleteFrom("school_host")
      .where("host", "=", host)
      .where("school_code", "=", schoolCode)
      .executeTakeFirst();
    return numDeletedRows > 0n ? "removed" : "not-found";
  });
}

/** Forgets transfer-certificate failures that all left the window, in every school. */
export async function sweepTcFailures(db: Db, olderThanMs: number): Promise<void> {
  await unscoped(db).deleteFrom("tc_failure").where("last_at", "<", olderThanMs).execute();
}
