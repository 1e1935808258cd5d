/**
 * Spec section 4: two lists do not show an empty page for a period with
 * nothing in it, they show a nearby period and say so ("Showing 2025 —
 * nothing in Mar 2026"). The search text is kept at every step: the visitor
 * asked for it, only the period gives way.
 *
 * The filters then show the period that is listed, not the one asked for
 * (docs/decisions/0037-list-filters-show-what-is-listed.md): a visitor reads
 * the year select as the year on screen. The notice says what was missed.
 */
import { allChoice, type Fields, filterList, type ListQuery, type Scope } from "./list-query";

/** The period shown instead of the one asked for. */
export type Notice = { shown: Scope; missed: Scope };
/** `shown` is the period the items are of: the one asked for, or the one fallen back to. */
export type Filtered<T> = { items: T[]; shown: Scope; notice: Notice | null };

function scopeOf(query: ListQuery): Scope {
  return { year: query.year, month: query.month };
}

/** The items of `shown`; a notice when that is not the period `chosen`. */
function listed<T>(items: T[], shown: Scope, chosen: Scope): Filtered<T> {
  const same = shown.year === chosen.year && shown.month === chosen.month;
  return { items, shown, notice: same ? null : { shown, missed: chosen } };
}

/** News: the chosen year and month, else the whole previous year, else all years. */
export function newsWithFallback<T>(items: readonly T[], fields: Fields<T>, query: ListQuery): Filtered<T> {
  const chosen = scopeOf(query);
  const steps: Scope[] = [chosen];
  if (chosen.year !== allChoice) steps.push({ year: chosen.year - 1, month: allChoice });
  if (chosen.year !== allChoice || chosen.month !== allChoice) steps.push({ year: allChoice, month: allChoice });
  for (const scope of steps) {
    const found = filterList(items, fields, scope, query.q);
    if (found.length > 0) return listed(found, scope, chosen);
  }
  return listed([], chosen, chosen);
}

/** Exhibitions: the chosen year, else the previous year (same month and search) when that has some. */
export function exhibitionsWithFallback<T>(items: readonly T[], fields: Fields<T>, query: ListQuery): Filtered<T> {
  const chosen = scopeOf(query);
  const found = filterList(items, fields, chosen, query.q);
  if (found.length > 0 || chosen.year === allChoice) return listed(found, chosen, chosen);
  const previous: Scope = { year: chosen.year - 1, month: chosen.month };
  const before = filterList(items, fields, previous, query.q);
  return before.length > 0 ? listed(before, previous, chosen) : listed([], chosen, chosen);
}
