import { countRevisions, type Entry, listEntries } from "#database/queries/editing";
import { listLiveItems } from "#database/queries/editing-live";
import { listItems } from "#database/queries/lists";
import { type ContentKindName, contentKinds } from "#domain/content-kinds";
import type { EditableKind } from "#domain/editing/editable-kinds";
import { editableKind } from "#domain/editing/editable-kinds";
import type {
  ItemPage,
  ItemRecord,
  ItemSummary,
  ListQuery,
  listSorts,
  TrashItem,
} from "#domain/editing/editing-records";
import { entryStatus, hasUnpublishedChanges } from "#domain/editing/entry-status";
import type { EditingDeps } from "./editing-actor";
import { blankEntry, itemState, untouched } from "./item-state";
import { publishCheck } from "./transitions";

const pageSize = 20;

function summaryOf(kind: EditableKind, entry: Entry, working: Record<string, unknown>): ItemSummary {
  const date = kind.dateField ? working[kind.dateField] : undefined;
  return {
    id: entry.id,
    title: entry.title,
    status: entryStatus(entry),
    hasChanges: hasUnpublishedChanges(entry),
    date: typeof date === "string" ? date : null,
    publishAt: entry.publishAt,
    unpublishAt: entry.unpublishAt,
    updatedAt: entry.updatedAt,
    updatedBy: entry.updatedBy,
    authorId: entry.authorId,
    ...(kind.columns ? { columns: columnsOf(kind.columns, working) } : {}),
  };
}

/** The list's columns as text: a list (a photo) as its count, nothing as "". */
function columnsOf(names: readonly string[], working: Record<string, unknown>): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const name of names) {
    const value = working[name];
    shown[name] = Array.isArray(value)
      ? String(value.length)
      : value === undefined || value === null
        ? ""
        : String(value);
  }
  return shown;
}

/**
 * A direct kind's items in the order the public site lists them (a topper by marks, the faculty
 * by their place), so the list screen reads as the site does; items not on it go last.
 */
async function siteOrder(deps: EditingDeps, school: string, kind: EditableKind): Promise<Map<string, number>> {
  if (!Object.hasOwn(contentKinds, kind.name)) return new Map();
  const items = await listItems(deps.db, contentKinds[kind.name as ContentKindName], school);
  return new Map(items.map((item, index) => [item._id, index]));
}

/** A kind's items, live and in the works, the trash left out: filtered, sorted and one page of them. */
export async function listKindItems(
  deps: EditingDeps,
  school: string,
  kind: EditableKind,
  query: ListQuery,
): Promise<ItemPage> {
  const [entries, live] = await Promise.all([
    listEntries(deps.db, school, kind.name),
    listLiveItems(deps.db, school, kind.name),
  ]);
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const all: ItemSummary[] = [];
  for (const item of live) {
    const entry = byId.get(item.id) ?? untouched(kind, item.id, item.data);
    all.push(summaryOf(kind, entry, entry.draft ?? item.data));
    byId.delete(item.id);
  }
  for (const entry of byId.values()) all.push(summaryOf(kind, entry, entry.draft ?? {}));
  // The information pages nobody has written yet are listed too, to be written.
  for (const id of kind.fixedIds ?? []) {
    if (all.some((item) => item.id === id)) continue;
    all.push({
      ...summaryOf(kind, blankEntry(kind, id, { title: id }), {}),
      title: `${id} (not written yet)`,
    });
  }
  const needle = query.q?.trim().toLowerCase() ?? "";
  const kept = all.filter(
    (item) =>
      item.status !== "trash" &&
      (!query.status || item.status === query.status) &&
      (needle === "" || item.title.toLowerCase().includes(needle)),
  );
  if (!query.sort && kind.workflow === "direct") {
    const order = await siteOrder(deps, school, kind);
    const place = (id: string) => order.get(id) ?? Number.MAX_SAFE_INTEGER;
    kept.sort((a, b) => place(a.id) - place(b.id));
  } else if (query.sort || !kind.fixedIds) kept.sort(comparator(query.sort || (kind.dateField ? "date" : "updated")));
  // The information pages, unless asked otherwise, in the site menu's order.
  else kept.sort((a, b) => (kind.fixedIds?.indexOf(a.id) ?? 0) - (kind.fixedIds?.indexOf(b.id) ?? 0));
  // A list ordered by hand is shown whole in its order, so an item can be moved to any place.
  const size = kind.orderField && !query.sort && needle === "" ? Math.max(1, kept.length) : pageSize;
  const pages = Math.max(1, Math.ceil(kept.length / size));
  const page = Math.min(query.page ?? 1, pages);
  return { data: kept.slice((page - 1) * size, page * size), total: kept.length, page, pages };
}

function comparator(sort: (typeof listSorts)[number]): (a: ItemSummary, b: ItemSummary) => number {
  if (sort === "title") return (a, b) => a.title.localeCompare(b.title, "en", { sensitivity: "base" });
  if (sort === "date")
    return (a, b) => (b.date ?? "").localeCompare(a.date ?? "") || b.updatedAt.localeCompare(a.updatedAt);
  return (a, b) => b.updatedAt.localeCompare(a.updatedAt);
}

/** One item for its edit screen: the working copy, where it stands, and what a publish would say of it. */
export async function itemRecord(
  deps: EditingDeps,
  school: string,
  kind: EditableKind,
  id: string,
): Promise<ItemRecord> {
  const state = await itemState(deps.db, school, kind, id);
  const check = await publishCheck(deps, kind, state.working, { school });
  // Counted, not read: each revision holds a whole draft, and this answers every save (issue 21).
  const revisions = await countRevisions(deps.db, school, kind.name, id);
  return {
    ...summaryOf(kind, state.entry, state.working),
    kind: kind.name,
    data: state.working,
    live: state.entry.live,
    reviewComment: state.entry.reviewComment,
    fields: check.fields,
    problems: check.problems,
    revisions,
  };
}

/** Everything in a school's trash, newest first. */
export async function listTrash(deps: EditingDeps, school: string): Promise<TrashItem[]> {
  const entries = await listEntries(deps.db, school);
  return entries
    .filter((entry) => entry.deletedAt !== null && editableKind(entry.kind))
    .map((entry) => ({
      kind: entry.kind,
      id: entry.id,
      title: entry.title,
      deletedAt: entry.deletedAt ?? "",
      updatedBy: entry.updatedBy,
    }))
    .sort((a, b) => b.deletedAt.localeCompare(a.deletedAt));
}

/** The items waiting for an editor, across kinds, oldest first. */
export async function listInReview(deps: EditingDeps, school: string): Promise<Array<ItemSummary & { kind: string }>> {
  const entries = await listEntries(deps.db, school);
  const waiting: Array<ItemSummary & { kind: string }> = [];
  for (const entry of entries) {
    const kind = editableKind(entry.kind);
    if (!kind || entry.review !== "submitted" || entry.deletedAt) continue;
    waiting.push({ ...summaryOf(kind, entry, entry.draft ?? {}), kind: kind.name });
  }
  return waiting.sort((a, b) => a.updatedAt.localeCompare(b.updatedAt));
}
