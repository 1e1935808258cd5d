import type { Db } from "#database/connection";
import { anyTables, forSchool, type SchoolDb, writeSchool } from "#database/school-scope";
import type { AnyContentKind, ItemOf, StoredItemOf } from "#domain/content-kind";
import { randomId } from "./record-ids";
import { fromRow, toRow } from "./rows";
import type { StoredFile } from "./school-content";
import { rebuildSearchIndex } from "./search";

/**
 * One record of a list kind added, changed or taken out by the admin area's simple list
 * screens (toppers, faculty, videos; issue 14). The record goes live at once, like an import:
 * the write moves the content version, so every cache empties, and the school's search index
 * is made again (videos and faculty are found by site search).
 */

async function storeFiles(school: SchoolDb, files: readonly StoredFile[]): Promise<void> {
  for (const file of files) {
    // A photo already stored for this school under the same name (its content hash) is the same file.
    await school
      .insertInto("stored_file")
      .values({ bundle_name: file.bundleName, stored_path: file.storedPath, sha256: file.sha256 })
      .onConflict((conflict) => conflict.column("bundle_name").doNothing())
      .execute();
  }
}

/** Adds a record after the school's others (bundle order), with the stored files it names. */
export async function appendRecord<K extends AnyContentKind>(
  db: Db,
  schoolCode: string,
  kind: K,
  item: ItemOf<K>,
  files: readonly StoredFile[] = [],
): Promise<string> {
  const added = await writeSchool(db, schoolCode, async (school) => {
    const tables = anyTables(school);
    await storeFiles(school, files);
    const last: { last: unknown } | undefined = await tables
      .selectFrom(kind.table)
      .select((eb) => eb.fn.max("position").as("last"))
      .executeTakeFirst();
    const position = last?.last === null || last?.last === undefined ? 0 : Number(last.last) + 1;
    const id = randomId();
    await tables
      .insertInto(kind.table)
      .values({ id, position, ...toRow(kind, item) })
      .execute();
    return id;
  });
  await rebuildSearchIndex(db, schoolCode);
  return added;
}

/**
 * Changes one record in place: `change` makes the new item from the stored one, so what the
 * form does not send (a faculty member's order, a topper's photo or consent) is kept. The row
 * keeps its id and bundle position; computed columns (a topper's marks) are worked out again.
 * Answers the item before and after, or undefined when the school has no such record.
 */
export async function updateRecord<K extends AnyContentKind>(
  db: Db,
  schoolCode: string,
  kind: K,
  id: string,
  change: (stored: StoredItemOf<K>) => ItemOf<K>,
  files: readonly StoredFile[] = [],
): Promise<{ before: StoredItemOf<K>; after: StoredItemOf<K> } | undefined> {
  const updated = await writeSchool(db, schoolCode, async (school) => {
    const tables = anyTables(school);
    const row = await rowOf(school, kind, id);
    if (!row) return undefined;
    const before = fromRow(kind, row);
    const values = toRow(kind, change(before));
    await storeFiles(school, files);
    await tables.updateTable(kind.table).set(values).where("id", "=", id).execute();
    return { before, after: fromRow(kind, { ...row, ...values }) };
  });
  if (updated) await rebuildSearchIndex(db, schoolCode);
  return updated;
}

/** Takes a record out; answers it, or undefined when the school has no such record. */
export async function removeRecord<K extends AnyContentKind>(
  db: Db,
  schoolCode: string,
  kind: K,
  id: string,
): Promise<StoredItemOf<K> | undefined> {
  const removed = await writeSchool(db, schoolCode, async (school) => {
    const tables = anyTables(school);
    const row = await rowOf(school, kind, id);
    if (!row) return undefined;
    await tables.deleteFrom(kind.table).where("id", "=", id).execute();
    return fromRow(kind, row);
  });
  if (removed) await rebuildSearchIndex(db, schoolCode);
  return removed;
}

/**
 * Puts the school's faculty in the given order: `order` 1, 2, 3… (the public list sorts by it).
 * Answers false, changing nothing, unless `ids` names every faculty member exactly once.
 */
export async function reorderFaculty(db: Db, schoolCode: string, ids: readonly string[]): Promise<boolean> {
  return writeSchool(db, schoolCode, async (school) => {
    const rows = await school.selectFrom("faculty").select("id").execute();
    const known = new Set(rows.map((row) => row.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) return false;
    for (const [index, id] of ids.entries()) {
      await school
        .updateTable("faculty")
        .set({ sort_order: index + 1 })
        .where("id", "=", id)
        .execute();
    }
    return true;
  });
}

/** One record of the school, by id; undefined when the school has no such record. */
export async function findRecord<K extends AnyContentKind>(
  db: Db,
  schoolCode: string,
  kind: K,
  id: string,
): Promise<StoredItemOf<K> | undefined> {
  const row = await rowOf(forSchool(db, schoolCode), kind, id);
  return row ? fromRow(kind, row) : undefined;
}

/** One record's row in the school's table of its kind, as stored. */
async function rowOf(school: SchoolDb, kind: AnyContentKind, id: string): Promise<Record<string, unknown> | undefined> {
  return anyTables(school).selectFrom(kind.table).selectAll().where("id", "=", id).executeTakeFirst();
}
