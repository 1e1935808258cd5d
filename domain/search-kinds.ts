import type { AnyContentKind, StoredItemOf } from "#domain/content-kind";
import type { ItemsOf, ListKind, SearchKindOf, SearchText } from "#domain/kinds/list-kind";
import { normalizeSearchText } from "#domain/search-text";

/**
 * What site search finds (docs/decisions/0047-site-search.md), derived from the list of kinds
 * (domain/kinds/all-kinds.ts): each kind whose file has a `search` mapping, and the two kinds
 * that are not lists of content.json, at their place among them. The order is the index's
 * (ties rank by it), the same for every school.
 */
export const otherSearchKinds = [
  /** The information pages (decision 0009). */
  { kind: "page", position: 5 },
  /** The parent-portal help page, /Pphelp. */
  { kind: "help", position: 7 },
] as const;

export type OtherSearchKind = (typeof otherSearchKinds)[number]["kind"];

/** The `kind` of a list's search hits: its kinds' and the pages' and help page's. */
export type SearchKindsOf<L extends readonly ListKind[]> = SearchKindOf<L> | OtherSearchKind;

/** One findable thing: what the index stores for it, text already normalised. */
export type SearchDocumentOf<S extends string> = {
  kind: S;
  /** The record's `_id`, a page's slug, `Pphelp`. */
  ref: string;
  title: string;
  body: string;
  date: string | null;
};

/** A document of a kind that is not a list (`kind` is added by searchDocumentsOf). */
export type OtherSearchDocument = SearchText & { readonly ref: string };

type AnyItem = StoredItemOf<AnyContentKind>;

type Group<S> = { kind: S; position: number; documents: () => Omit<SearchDocumentOf<string>, "kind">[] };

function groupsOf<const L extends readonly ListKind[]>(
  kinds: L,
  items: ItemsOf<NoInfer<L>>,
  others: Readonly<Record<OtherSearchKind, readonly OtherSearchDocument[]>>,
): Group<SearchKindsOf<L>>[] {
  // Each kind's mapping reads its own items; the list's kinds are read as kinds of any items.
  const stored = items as Partial<Record<string, readonly AnyItem[]>>;
  const lists = (kinds as readonly ListKind[]).flatMap(({ key, search }) => {
    if (!search) return [];
    const documents = () => (stored[key] ?? []).map((item) => ({ ref: item._id, ...search.document(item) }));
    return [{ kind: search.kind as SearchKindsOf<L>, position: search.position, documents }];
  });
  const rest = otherSearchKinds.map(({ kind, position }) => ({
    kind,
    position,
    documents: () => others[kind].map((document) => ({ ...document })),
  }));
  // Stable: kinds at the same position keep the list's order.
  return [...lists, ...rest].sort((one, other) => one.position - other.position);
}

/** The `kind` names of a list's search hits, in the index's order. */
export function searchKindsOf<const L extends readonly ListKind[]>(kinds: L): SearchKindsOf<L>[] {
  const none = { page: [], help: [] };
  return groupsOf(kinds, {}, none).map((group) => group.kind);
}

/**
 * Everything site search finds for a school (issue 16): each kind's items made documents by
 * its own mapping, and the pages' and help page's documents, in the index's order, the text
 * normalised. The items of a kind absent from `items` are none.
 */
export function searchDocumentsOf<const L extends readonly ListKind[]>(
  kinds: L,
  items: ItemsOf<NoInfer<L>>,
  others: Readonly<Record<OtherSearchKind, readonly OtherSearchDocument[]>>,
): SearchDocumentOf<SearchKindsOf<L>>[] {
  return groupsOf(kinds, items, others).flatMap(({ kind, documents }) =>
    documents().map((document) => ({
      kind,
      ref: document.ref,
      title: normalizeSearchText(document.title),
      body: normalizeSearchText(document.body),
      date: document.date,
    })),
  );
}
