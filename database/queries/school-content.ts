import { createHash } from "node:crypto";
import type { Db } from "#database/connection";
import type { AnyContentKind, ItemOf } from "#domain/content-kind";
import { contentKinds } from "#domain/content-kinds";
import { type Bundle, bundleSchema, entityNames, type Profile } from "#domain/content-schema";
import { insertPages, type StoredPage } from "./pages";
import { type AnyTables, fromRow, toRow } from "./rows";
import { rebuildSearchIndex } from "./search";

export type StoredFile = { bundleName: string; storedPath: string; sha256: string };

/** A bundle whose file references are already the stored paths. */
export type StoredBundle = Bundle;

/**
 * A record without an `_id` gets one derived from its content and place, so
 * importing the same bundle twice gives the same ids (and the same album URLs).
 */
export function deriveId(entity: string, index: number, item: object): string {
  return createHash("sha256")
    .update(`${entity}:${index}:${JSON.stringify(item)}`)
    .digest("hex")
    .slice(0, 16);
}

/**
 * Replaces everything one school has, its information pages and search index included, in
 * one transaction: readers see the old content or the new, never a mix.
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
      await insertItems(trx, contentKinds[entity], entity, schoolCode, bundle[entity]);
    }
    await insertPages(trx, schoolCode, pages);
    // In the same transaction: a reader never finds the new content with the old index.
    await rebuildSearchIndex(trx, schoolCode);
  });
}

/** Stores one kind's items in bundle order; an item without `_id` gets a derived one. */
export async function insertItems<K extends AnyContentKind>(
  db: Db,
  kind: K,
  entity: string,
  schoolCode: string,
  items: ReadonlyArray<ItemOf<K>>,
): Promise<void> {
  const tables: AnyTables = db;
  const rows = items.map((item, position) => ({
    school_code: schoolCode,
    id: item._id ?? deriveId(entity, position, item),
    position,
    ...toRow(kind, item),
  }));
  for (const chunk of chunks(rows, 100)) await tables.insertInto(kind.table).values(chunk).execute();
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
  const tables: AnyTables = db;
  for (const entity of entityNames) {
    const kind = contentKinds[entity];
    const rows = await tables
      .selectFrom(kind.table)
      .selectAll()
      .where("school_code", "=", schoolCode)
      .orderBy("position")
      .execute();
    bundle[entity] = rows.map((row: Record<string, unknown>) => fromRow(kind, row));
  }
  return bundleSchema.parse(bundle);
}
