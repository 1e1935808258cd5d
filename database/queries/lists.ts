import { sql } from "kysely";
import type { Db } from "#database/connection";
import { type AnyContentKind, columnOf, type StoredItemOf } from "#domain/content-kind";
import { contentKinds } from "#domain/content-kinds";
import { admissionKey, nameKey } from "#domain/tc-keys";
import { type AnyTables, fromRow } from "./rows";

/**
 * One school's items of a kind in the order its description promises. Ties
 * fall back to bundle order, so two answers to the same question are always
 * the same. `match` keeps only the items whose fields equal the given values.
 */
export async function listItems<K extends AnyContentKind>(
  db: Db,
  kind: K,
  schoolCode: string,
  match: Readonly<Record<string, string | undefined>> = {},
): Promise<StoredItemOf<K>[]> {
  const tables: AnyTables = db;
  let query = tables.selectFrom(kind.table).selectAll().where("school_code", "=", schoolCode);
  for (const [field, value] of Object.entries(match)) {
    if (value !== undefined) query = query.where(columnOf(kind, field), "=", value);
  }
  for (const order of kind.order ?? []) {
    const column = columnOf(kind, order.by);
    if (order.nullsLast) query = query.orderBy(sql`(${sql.ref(column)} is null)`, "asc");
    query = query.orderBy(column, order.direction);
  }
  const rows: Array<Record<string, unknown>> = await query.orderBy("position", "asc").execute();
  return rows.map((row) => fromRow(kind, row));
}

/** Albums are addressed by id alone (`/api/subGallery?id=`); a school narrows it where ids repeat. */
export async function findGallery(
  db: Db,
  id: string,
  schoolCode?: string,
): Promise<(StoredItemOf<typeof contentKinds.galleries> & { schoolCode: string }) | undefined> {
  let query = db.selectFrom("gallery").selectAll().where("id", "=", id);
  if (schoolCode) query = query.where("school_code", "=", schoolCode);
  const row = await query.orderBy("school_code").executeTakeFirst();
  if (!row) return undefined;
  return { ...fromRow(contentKinds.galleries, row), schoolCode: row.school_code };
}

/** Both keys must match; the caller cannot tell which one did not. */
export async function findTransferCertificate(
  db: Db,
  schoolCode: string,
  admission: string,
  name: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("transfer_certificate")
    .select("stored_path")
    .where("school_code", "=", schoolCode)
    .where("admission_key", "=", admissionKey(admission))
    .where("name_key", "=", nameKey(name))
    .executeTakeFirst();
  return row?.stored_path;
}
