import { sql } from "kysely";
import type { Bundle, EntityName } from "../../domain/content-schema";
import type { Db } from "../connection";
import type { ContentTableName } from "../schema";
import { admissionKey, entityTables, nameKey } from "./rows";

export type StoredItem<E extends EntityName> = Omit<Bundle[E][number], "_id"> & { _id: string };

type Order = { column: string; direction: "asc" | "desc"; nullsLast?: boolean };

/**
 * The orders the API promises. Ties fall back to bundle order, so two answers
 * to the same question are always the same.
 */
const listOrders: Partial<Record<EntityName, Order[]>> = {
  news: [{ column: "from_date", direction: "desc" }],
  toppers: [{ column: "marks", direction: "desc", nullsLast: true }],
  galleries: [{ column: "date", direction: "desc" }],
  events: [{ column: "date", direction: "desc" }],
  faculty: [{ column: "sort_order", direction: "asc" }],
  videos: [{ column: "date", direction: "desc" }],
};

type Filter = { column: string; value: string };

export async function listItems<E extends EntityName>(
  db: Db,
  entity: E,
  schoolCode: string,
  filters: Filter[] = [],
): Promise<StoredItem<E>[]> {
  const { table, fromRow } = entityTables[entity];
  // biome-ignore lint/suspicious/noExplicitAny: the column names come from the typed tables above
  let query = db.selectFrom(table as ContentTableName).selectAll() as any;
  query = query.where("school_code", "=", schoolCode);
  for (const filter of filters) query = query.where(filter.column, "=", filter.value);
  for (const order of listOrders[entity] ?? []) {
    if (order.nullsLast) query = query.orderBy(sql.raw(`(${order.column} is null)`), "asc");
    query = query.orderBy(order.column, order.direction);
  }
  const rows = (await query.orderBy("position", "asc").execute()) as Array<{ id: string }>;
  // biome-ignore lint/suspicious/noExplicitAny: see above
  return rows.map((row) => ({ _id: row.id, ...(fromRow as (value: any) => object)(row) }) as StoredItem<E>);
}

/** Albums are addressed by id alone (`/api/subGallery?id=`); a school narrows it where ids repeat. */
export async function findGallery(
  db: Db,
  id: string,
  schoolCode?: string,
): Promise<(StoredItem<"galleries"> & { schoolCode: string }) | undefined> {
  let query = db.selectFrom("gallery").selectAll().where("id", "=", id);
  if (schoolCode) query = query.where("school_code", "=", schoolCode);
  const row = await query.orderBy("school_code").executeTakeFirst();
  if (!row) return undefined;
  return { _id: row.id, schoolCode: row.school_code, ...entityTables.galleries.fromRow(row) };
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
