/**
 * Spec section 4: two lists do not show an empty page for a period with
 * nothing in it, they show a nearby period and say so ("Showing 2025 —
 * nothing in Mar 2026"). The search text is kept at every step: the visitor
 * asked for it, only the period gives way.
 */
import { allChoice, type Fields, filterList, type ListQuery, type Scope } from "./list-query";

/** The period shown instead of the one asked for. */
export type Notice = { shown: Scope; missed: Scope };
export type Filtered<T> = { items: T[]; notice: Notice | null };

function scopeOf(query: ListQuery): Scope {
  return { year: query.year, month: query.month };
}

/** News: the chosen year and month, else the whole previous year, else all years. */
export function newsWithFallback<T>(items: readonly T[], fields: Fields<T>, query: ListQuery): Filtered<T> {
  const chosen = scopeOf(query);
  const steps: Scope[] = [chosen];
  if (chosen.year !== allChoice) steps.push({ year: chosen.year - 1, month: allChoice });
  if (chosen.year !== allChoice || chosen.month !== allChoice) steps.push({ year: allChoice, month: allChoice });
  for (const scope of steps) {
    const found = filterList(items, fields, scope, query.q);
    if (found.length > 0) return { items: found, notice: scope === chosen ? null : { shown: scope, missed: chosen } };
  }
  return { items: [], notice: null };
}

/** Exhibitions: the chosen year, else the previous year (same month and search) when that has some. */
export function exhibitionsWithFallback<T>(items: readonly T[], fields: Fields<T>, query: ListQuery): Filtered<T> {
  const chosen = scopeOf(query);
  const found = filterList(items, fields, chosen, query.q);
  if (found.length > 0 || chosen.year === allChoice) return { items: found, notice: null };
  const previous: Scope = { year: chosen.year - 1, month: chosen.month };
  const before = filterList(items, fields, previous, query.q);
  return before.length > 0
    ? { items: before, notice: { shown: previous, missed: chosen } }
    : { items: [], notice: null };
}
