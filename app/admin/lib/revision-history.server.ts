import { compareRevisions } from "#domain/editing/compare-revisions";
import type { EditableKind } from "#domain/editing/editable-kinds";
import { getItem, getRevision, listRevisions } from "./content-edits.server";
import type { Caller } from "./school-scope.server";

/**
 * An item's history: its revisions, and the two compared (by default the newest against the one
 * before it, else the `a` and `b` the page asked for), field by field.
 */
export async function revisionHistory(caller: Caller, kind: EditableKind, id: string, search: URLSearchParams) {
  const [item, revisions] = await Promise.all([getItem(caller, kind.name, id), listRevisions(caller, kind.name, id)]);
  const newer = search.get("b") ?? revisions[0]?.id;
  const older = search.get("a") ?? revisions[1]?.id;
  const comparison =
    newer && older && newer !== older
      ? await Promise.all([getRevision(caller, kind.name, id, older), getRevision(caller, kind.name, id, newer)])
      : undefined;
  return {
    title: item.title,
    revisions,
    older,
    newer,
    rows: comparison ? compareRevisions(kind, comparison[0].data, comparison[1].data) : [],
    olderAt: comparison?.[0].at,
    newerAt: comparison?.[1].at,
  };
}
