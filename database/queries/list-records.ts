import type { Db } from "#database/connection";
import { anyTables, writeSchool } from "#database/school-scope";
import type { AnyContentKind, ItemOf, StoredItemOf } from "#domain/content-kind";
import { randomId } from "./record-ids";
import { fromRow, toRow } from "./rows";
import type { StoredFile } from "./school-content";

/**
 * One record of a list kind added or taken out by the admin area's simple list screens
 * (toppers, faculty, videos; issue 14). The record goes live at once, like an import: the
 * write moves the content version, so every cache empties.
 */

/** Adds a record after the school's others (bundle order), with the stored files it names. */
export async function appendRecord<K extends AnyContentKind>(
  db: Db,
  schoolCode: string,
  kind: K,
  item: ItemOf<K>,
  files: readonly StoredFile[] = [],
): Promise<string> {
  return writeSchool(db, schoolCode, async (school) => {
    const tables = anyTables(school);
    for (const file of files) {
      // A photo already stored for this school under the same name (its content hash) is the same file.
      await school
        .insertInto("stored_file")
        .values({ bundle_name: file.bundleName, stored_path: file.storedPath, sha256: file.sha256 })
        .onConflict((conflict) => conflict.column("bundle_name").doNothing())
        .execute();
    }
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
}

/** Takes a record out; answers it, or undefined when the school has no such record. */
export async function removeRecord<K extends AnyContentKind>(
  db: Db,
  schoolCode: string,
  kind: K,
  id: string,
): Promise<StoredItemOf<K> | undefined> {
  return writeSchool(db, schoolCode, async (school) => {
    const tables = anyTables(school);
    const row: Record<string, unknown> | undefined = await tables
      .selectFrom(kind.table)
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return undefined;
    await tables.deleteFrom(kind.table).where("id", "=", id).execute();
    return fromRow(kind, row);
  });
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
