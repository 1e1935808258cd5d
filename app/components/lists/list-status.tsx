export type ListStatusText = {
  count: string;
  /** Another period is shown than the one chosen ("Showing 2025 — nothing in Mar 2026"). */
  notice?: string | null;
  /** The filters match nothing: said in words, not left as an empty space. */
  empty?: string | null;
};

/**
 * The result count and what it means, in one polite live region: after a
 * filter changes the list, screen-reader users hear the new count (and the
 * fallback or the no-match sentence) without losing their place.
 */
export function ListStatus({ count, notice, empty }: ListStatusText) {
  return (
    <div className="list-status" aria-live="polite" aria-atomic="true">
      <p className="list-status__count">{count}</p>
      {notice && <p className="list-status__notice">{notice}</p>}
      {empty && <p className="list-status__empty">{empty}</p>}
    </div>
  );
}
