import { createHash } from "node:crypto";
import type { Bundle, EntityName, Profile } from "../../domain/content-schema";
import { entityNames } from "../../domain/content-schema";
import type { Db } from "../connection";
import { insertPages, type StoredPage } from "./pages";
import { entityTables } from "./rows";

export type StoredFile = { bundleName: string; storedPath: string; sha256: string };

/** A bundle whose file references are already the stored paths. */
export type StoredBundle = Bundle;

/**
 * A record without an `_id` gets one derived from its content and place, so
 * importing the same bundle twice gives the same ids (and the same album URLs).
 */
export function deriveId(entity: EntityName, index: number, item: object): string {
  return createHash("sha256")
    .update(`${entity}:${index}:${JSON.stringify(item)}`)
    .digest("hex")
    .slice(0, 16);
}

/**
 * Replaces everything one school has, its information pages included, in one
 * transaction: readers see the old content or the new, never a mix.
 */
export async function replaceSchoolContent(
  db: Db,
  schoolCode: string,
  bundle: StoredBundle,
  files: StoredFile[],
  pages: StoredPage[] = [],
  importedAt: Date = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("school").where("code", "=", schoolCode).execute();
    await trx
      .insertInto("school")
      .values({ code: schoolCode, profile_json: JSON.stringify(bundle.profile), imported_at: importedAt.toISOString() })
      .execute();
    if (files.length > 0) {
      for (const chunk of chunks(files, 200)) {
        await trx
          .insertInto("stored_file")
          .values(
            chunk.map((file) => ({
              school_code: schoolCode,
              bundle_name: file.bundleName,
              stored_path: file.storedPath,
              sha256: file.sha256,
            })),
          )
          .execute();
      }
    }
    for (const entity of entityNames) {
      const { table, toRow } = entityTables[entity];
      const items = bundle[entity] as Array<Bundle[EntityName][number]>;
      const rows = items.map((item, position) => ({
        school_code: schoolCode,
        id: item._id ?? deriveId(entity, position, item),
        position,
        // biome-ignore lint/suspicious/noExplicitAny: the mapping table pairs each entity with its own row type
        ...(toRow as (value: any) => object)(item),
      }));
      for (const chunk of chunks(rows, 100)) {
        await trx
          .insertInto(table)
          // biome-ignore lint/suspicious/noExplicitAny: see above
          .values(chunk as any)
          .execute();
      }
    }
    await insertPages(trx, schoolCode, pages);
  });
}

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

export type SchoolRow = { code: string; profile: Profile; importedAt: string };

export async function findSchool(db: Db, schoolCode: string): Promise<SchoolRow | undefined> {
  const row = await db.selectFrom("school").selectAll().where("code", "=", schoolCode).executeTakeFirst();
  if (!row) return undefined;
  return { code: row.code, profile: JSON.parse(row.profile_json) as Profile, importedAt: row.imported_at };
}

export async function listSchoolCodes(db: Db): Promise<string[]> {
  const rows = await db.selectFrom("school").select("code").orderBy("code").execute();
  return rows.map((row) => row.code);
}

export async function listStoredFiles(db: Db, schoolCode: string): Promise<StoredFile[]> {
  const rows = await db
    .selectFrom("stored_file")
    .selectAll()
    .where("school_code", "=", schoolCode)
    .orderBy("bundle_name")
    .execute();
  return rows.map((row) => ({ bundleName: row.bundle_name, storedPath: row.stored_path, sha256: row.sha256 }));
}

/** Every stored path any school still refers to, so unreferenced files can be removed. */
export async function listAllStoredPaths(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom("stored_file").select("stored_path").execute();
  return new Set(rows.map((row) => row.stored_path));
}

/** The whole school as a bundle with stored paths, in bundle order: what an export writes. */
export async function readStoredBundle(db: Db, schoolCode: string): Promise<StoredBundle | undefined> {
  const school = await findSchool(db, schoolCode);
  if (!school) return undefined;
  const bundle: Record<string, unknown> = { profile: school.profile };
  for (const entity of entityNames) {
    const { table, fromRow } = entityTables[entity];
    const rows = await db
      .selectFrom(table)
      .selectAll()
      .where("school_code", "=", schoolCode)
      .orderBy("position")
      .execute();
    // biome-ignore lint/suspicious/noExplicitAny: the mapping table pairs each entity with its own row type
    bundle[entity] = rows.map((row) => ({ _id: row.id, ...(fromRow as (value: any) => object)(row) }));
  }
  return bundle as StoredBundle;
}
