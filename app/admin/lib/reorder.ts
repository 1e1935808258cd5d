/** Moving one item of a list, for the faculty list's buttons and its drag and drop. Pure, so it is tested alone. */

/** The ids with `id` moved one place up (-1) or down (+1); unchanged at either end or when absent. */
export function moveBy(ids: readonly string[], id: string, step: -1 | 1): string[] {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  return moveTo(ids, id, to);
}

/** The ids with `id` taken out and put back at index `to` (as a drop onto another item places it). */
export function moveTo(ids: readonly string[], id: string, to: number): string[] {
  const rest = ids.filter((entry) => entry !== id);
  if (rest.length === ids.length) return [...ids];
  const at = Math.max(0, Math.min(to, rest.length));
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}
