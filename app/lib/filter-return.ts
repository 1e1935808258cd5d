/**
 * What the list filters' island (app/islands/filters.ts) keeps across the page load a changed
 * filter makes: the page it loads, the field that changed and how far the page was scrolled. The
 * new page reads it back only if it is that very page, and puts the visitor where they were.
 * Kept in sessionStorage as text, so read back with care: anything else reads as nothing.
 */
export type FilterReturn = { url: string; field: string; scrollY: number };

export function filterReturnText(entry: FilterReturn): string {
  return JSON.stringify(entry);
}

/** The entry `text` holds if it was made for `url` (path and query, as location gives them), else undefined. */
export function filterReturnFor(text: string | null, url: string): FilterReturn | undefined {
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== "object") return undefined;
  const { url: wanted, field, scrollY } = value as Record<string, unknown>;
  if (wanted !== url || typeof field !== "string" || typeof scrollY !== "number" || !Number.isFinite(scrollY))
    return undefined;
  return { url: wanted, field, scrollY: Math.max(0, scrollY) };
}

/** The URL (path and query) a filter form loads: its own path with the query of its filled fields. */
export function filterUrl(pathname: string, query: URLSearchParams): string {
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}
