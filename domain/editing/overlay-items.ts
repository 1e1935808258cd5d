import type { ListOrder } from "#domain/content-kind";

/**
 * A list as the public API would answer it with one item replaced by its draft (or the draft
 * added): what a preview shows (issue 13). The order is the kind's own, applied the way the
 * database applies it; ties keep the list's order, and a new item goes last, as it would be stored.
 */
export function overlayItem<T extends { _id: string }>(
  items: readonly T[],
  draft: T | undefined,
  removedId: string,
  order: ReadonlyArray<ListOrder<string>> = [],
): T[] {
  const kept = items.filter((item) => item._id !== removedId);
  const at = items.findIndex((item) => item._id === removedId);
  if (draft) kept.splice(at < 0 ? kept.length : at, 0, draft);
  if (order.length === 0) return kept;
  return kept
    .map((item, index) => ({ item, index }))
    .sort((a, b) => {
      for (const rule of order) {
        const compared = compareValues(fieldValue(a.item, rule.by), fieldValue(b.item, rule.by), rule);
        if (compared !== 0) return compared;
      }
      return a.index - b.index;
    })
    .map(({ item }) => item);
}

function fieldValue(item: object, field: string): unknown {
  return (item as Record<string, unknown>)[field];
}

function compareValues(a: unknown, b: unknown, rule: ListOrder<string>): number {
  const missingA = a === undefined || a === null;
  const missingB = b === undefined || b === null;
  if (missingA || missingB) {
    if (missingA && missingB) return 0;
    // Like SQL: nulls last when asked, otherwise nulls sort as the smallest value.
    if (rule.nullsLast) return missingA ? 1 : -1;
    return (missingA ? -1 : 1) * (rule.direction === "desc" ? -1 : 1);
  }
  const sign = rule.direction === "desc" ? -1 : 1;
  if (typeof a === "number" && typeof b === "number") return sign * (a - b);
  const [x, y] = [String(a), String(b)];
  return sign * (x < y ? -1 : x > y ? 1 : 0);
}
