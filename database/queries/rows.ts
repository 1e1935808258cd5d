import { z } from "zod";
import { type AnyContentKind, fieldColumns, type ItemOf, type StoredItemOf } from "#domain/content-kind";

/**
 * The one mapping between items (with stored file paths) and table rows, in
 * both directions, for every kind: driven by the kind's description, so a
 * new field is stored and read back without code here. Lists are JSON text
 * and an absent optional value is null.
 */

export type RowValue = string | number | null;

/** The columns a kind's item fills, computed columns included (`school_code`, `id` and `position` aside). */
export function toRow<K extends AnyContentKind>(kind: K, item: ItemOf<K>): Record<string, RowValue> {
  const values = new Map<string, unknown>(Object.entries(item));
  const row: Record<string, RowValue> = {};
  for (const { field, column, list } of fieldColumns(kind)) {
    const value = values.get(field);
    row[column] = list ? JSON.stringify(value ?? []) : storable(value, kind.table, field);
  }
  const computed: Record<string, (item: ItemOf<K>) => RowValue> = kind.computed ?? {};
  for (const [column, compute] of Object.entries(computed)) row[column] = compute(item);
  return row;
}

function storable(value: unknown, table: string, field: string): RowValue {
  if (value === undefined || value === null) return null;
  if (typeof value === "string" || typeof value === "number") return value;
  throw new Error(`${table}.${field}: cannot store a ${typeof value}`);
}

/**
 * The item a row holds. Read back through the kind's schema: the row was
 * written from a parsed item, so this only restores the types (enums, lists)
 * and catches a row that something else wrote wrong.
 */
export function fromRow<K extends AnyContentKind>(kind: K, row: Record<string, unknown>): StoredItemOf<K> {
  const values: Record<string, unknown> = {};
  for (const { field, column, list } of fieldColumns(kind)) {
    const value = row[column];
    if (value === null || value === undefined) continue;
    values[field] = list && typeof value === "string" ? JSON.parse(value) : value;
  }
  const schema: K["schema"] = kind.schema;
  const item: Omit<ItemOf<K>, "_id"> = z.parse(schema, values);
  return { _id: String(row.id), ...item };
}
