import { createHash } from "node:crypto";
import type { Db } from "#database/connection";
import { anyTables, forSchool, type SchoolDb, writeSchool } from "#database/school-scope";
import type { AnyContentKind, ItemOf } from "#domain/content-kind";
import { contentKinds } from "#domain/content-kinds";
import { type Bundle, bundleSchema, entityNames, type Profile, singleKindNames } from "#domain/content-schema";
import { clearEditing } from "./editing";
import { insertPages, type StoredPage } from "./pages";
import { fromRow, toRow } from "./rows";
import { rebuildSearchIndex } from "./search";
import { readSingleItem, writeSingleItem } from "./single-items";

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

/** The tables a school's content fills; its row in `school`, its host names and its counters stay. */
const contentTables = [
  "stored_file",
  "page",
  "single_item",
  ...Object.values(contentKinds).map((kind) => kind.table),
] as const;

/**
 * Replaces everything one school has, its information pages included, in one
 * transaction: readers see the old content or the new, never a mix. The school's
 * row is updated in place (created the first time), so its host names stay. Its search
 * index is rebuilt right after, from what was stored (database/queries/search.ts).
 */
export async function replaceSchoolContent(
  db: Db,
  schoolCode: string,
  bundle: StoredBundle,
  files: StoredFile[],
  pages: StoredPage[] = [],
  importedAt: Date = new Date(),
): Promise<void> {
  await writeSchool(db, schoolCode, async (school) => {
    const row = { profile_json: JSON.stringify(bundle.profile), imported_at: importedAt.toISOString() };
    const updated = await school.updateTable("school").set(row).executeTakeFirst();
    if (updated.numUpdatedRows === 0n) await school.insertInto("school").values(row).execute();
    for (const table of contentTables) await anyTables(school).deleteFrom(table).execute();
    // Drafts, reviews, schedules and revisions were of the content this replaces.
    await clearEditing(school);
    for (const chunk of chunks(files, 200)) {
      await school
        .insertInto("stored_file")
        .values(
          chunk.map((file) => ({ bundle_name: file.bundleName, stored_path: file.storedPath, sha256: file.sha256 })),
        )
        .execute();
    }
    for (const entity of entityNames) {
      await insertItems(school, contentKinds[entity], entity, bundle[entity]);
    }
    for (const kind of singleKindNames) {
      if (bundle[kind] !== undefined) await writeSingleItem(school, kind, bundle[kind]);
    }
    await insertPages(school, pages);
  });
  await rebuildSearchIndex(db, schoolCode);
}

/** Stores one kind's items in bundle order; an item without `_id` gets a derived one. */
export async function insertItems<K extends AnyContentKind>(
  school: SchoolDb,
  kind: K,
  entity: string,
  items: ReadonlyArray<ItemOf<K>>,
): Promise<void> {
  const rows = items.map((item, position) => ({
    id: item._id ?? deriveId(entity, position, item),
    position,
    ...toRow(kind, item),
  }));
  for (const chunk of chunks(rows, 100)) await anyTables(school).insertInto(kind.table).values(chunk).execute();
}

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

export type SchoolRow = { code: string; profile: Profile; importedAt: string };

export async function findSchool(db: Db, schoolCode: string): Promise<SchoolRow | undefined> {
  const row = await forSchool(db, schoolCode)
    .selectFrom("school")
    .select(["profile_json", "imported_at"])
    .executeTakeFirst();
  if (!row) return undefined;
  return { code: schoolCode, profile: JSON.parse(row.profile_json) as Profile, importedAt: row.imported_at };
}

export async function listStoredFiles(db: Db, schoolCode: string): Promise<StoredFile[]> {
  const rows = await forSchool(db, schoolCode).selectFrom("stored_file").selectAll().orderBy("bundle_name").execute();
  return rows.map((row) => ({ bundleName: row.bundle_name, storedPath: row.stored_path, sha256: row.sha256 }));
}

/** The whole school as a bundle with stored paths, in bundle order: what an export writes. */
export async function readStoredBundle(db: Db, schoolCode: string): Promise<StoredBundle | undefined> {
  const school = await findSchool(db, schoolCode);
  if (!school) return undefined;
  const bundle: Record<string, unknown> = { profile: school.profile };
  const tables = anyTables(forSchool(db, schoolCode));
  for (const entity of entityNames) {
    const kind = contentKinds[entity];
    const rows = await tables.selectFrom(kind.table).selectAll().orderBy("position").execute();
    bundle[entity] = rows.map((row: Record<string, unknown>) => fromRow(kind, row));
  }
  for (const kind of singleKindNames) {
    const item = await readSingleItem(forSchool(db, schoolCode), kind);
    if (item !== undefined) bundle[kind] = item;
  }
  return bundleSchema.parse(bundle);
}
