import {
  type AnyContentKind,
  type RecordOf,
  type RecordShape,
  recordFields,
  type StoredItemOf,
} from "#domain/content-kind";

/**
 * What the API answers for an item: `_id`, then exactly the shape's fields in
 * its order, an absent optional value written as its fallback field's value
 * or null, so every object of a list has the same keys. One function for all
 * kinds, driven by the description; records.test.ts checks the derived types
 * against the `...Record` types the site reads.
 */
export function recordWriter<K extends AnyContentKind, Sh extends RecordShape<string>>(
  kind: K,
  shape: Sh | undefined,
): (item: StoredItemOf<K>) => RecordOf<K, Sh> {
  const fields = recordFields(kind, shape ?? {});
  return (item) => {
    const values = new Map<string, unknown>(Object.entries(item));
    const record: Record<string, unknown> = { _id: item._id };
    for (const { field, fallback } of fields) {
      record[field] = values.get(field) ?? (fallback === undefined ? undefined : values.get(fallback)) ?? null;
    }
    // The one place the types cannot follow: an object built key by key. RecordOf<K, Sh>
    // is derived from the same shape, and records.test.ts pins it to the answers' types.
    return record as RecordOf<K, Sh>;
  };
}

/** The record a kind's list routes answer. */
export function listRecordWriter<K extends AnyContentKind>(kind: K): (item: StoredItemOf<K>) => RecordOf<K> {
  return recordWriter<K, NonNullable<K["record"]>>(kind, kind.record);
}
