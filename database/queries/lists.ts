import { sql } from "kysely";
import type { Db } from "#database/connection";
import { anyTables, forSchool } from "#database/school-scope";
import { type AnyContentKind, columnOf, type StoredItemOf } from "#domain/content-kind";
import { contentKinds } from "#domain/content-kinds";
import type { ItemsOf, ListKind } from "#domain/kinds/list-kind";
import { admissionKey, nameKey } from "#domain/tc-keys";
import { fromRow } from "./rows";

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
  let query = anyTables(forSchool(db, schoolCode)).selectFrom(kind.table).selectAll();
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

/** One album of one school, by id. */
export async function findGallery(
  db: Db,
  schoolCode: string,
  id: string,
): Promise<StoredItemOf<typeof contentKinds.galleries> | undefined> {
  const row = await forSchool(db, schoolCode).selectFrom("gallery").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? fromRow(contentKinds.galleries, row) : undefined;
}

/**
 * Both keys must match; the caller cannot tell which one did not. A key with a NUL character
 * matches nothing on either store: PostgreSQL's text cannot hold one, so it is never asked.
 */
export async function findTransferCertificate(
  db: Db,
  schoolCode: string,
  admission: string,
  name: string,
): Promise<string | undefined> {
  if (admission.includes("\u0000") || name.includes("\u0000")) return undefined;
  const row = await forSchool(db, schoolCode)
    .selectFrom("transfer_certificate")
    .select("stored_path")
    .where("admission_key", "=", admissionKey(admission))
    .where("name_key", "=", nameKey(name))
    .executeTakeFirst();
  return row?.stored_path;
}

/**
 * The stored items of each of the kinds, keyed by the kind's name: what search and the sitemap
 * build from, for every kind whose file maps it (domain/kinds/*.ts).
 */
export async function listItemsOfKinds<const L extends readonly ListKind[]>(
  db: Db,
  kinds: L,
  schoolCode: string,
): Promise<ItemsOf<L>> {
  const lists = await Promise.all(
    kinds.map(async (kind) => [kind.key, await listItems(db, kind.content, schoolCode)] as const),
  );
  return Object.fromEntries(lists) as unknown as ItemsOf<L>;
}
