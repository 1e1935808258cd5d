/**
 * What /Search shows for an answer of the search API (issue 16): the hits grouped by kind, the
 * groups in the order of their best hit, each hit with the address of the page that shows it.
 * A kind with a page of its own (domain/kinds/*.ts `page`, /Circulars) gives its hits' link and
 * their group's heading there. /Search is the server's HTML (decision 0093): reading the list of
 * kinds here puts no content model in a public page's JavaScript.
 */
import { itemPath } from "#domain/fixed-pages";
import { allKinds } from "#domain/kinds/all-kinds";
import { kindPagesOf, type ListKind } from "#domain/kinds/list-kind";
import type { SearchHit, SearchKind } from "#domain/search-hit";
import { searchStrings } from "./strings/search";

export type SearchGroup = { kind: SearchKind; hits: SearchHit[] };

/** Groups in the order their best hit came, hits in the order they came. */
export function groupHits(hits: readonly SearchHit[]): SearchGroup[] {
  const groups = new Map<SearchKind, SearchHit[]>();
  for (const hit of hits) {
    const group = groups.get(hit.kind);
    if (group) group.push(hit);
    else groups.set(hit.kind, [hit]);
  }
  return [...groups].map(([kind, grouped]) => ({ kind, hits: grouped }));
}

/** The page of the kind whose search hits are of kind `hitKind`, when that kind has a page of its own. */
function kindPageOf(hitKind: string, kinds: readonly ListKind[]) {
  return kindPagesOf(kinds).find(({ kind }) => kind.search?.kind === hitKind)?.page;
}

/**
 * The site address that shows a hit: its own view where it has one, else the page that lists it.
 * A kind's own page shows each of its items by `?id=` (`/Circulars?id=…`).
 */
export function hitPath(
  hit: Pick<SearchHit, "_id" | "date"> & { kind: string },
  kinds: readonly ListKind[] = allKinds,
): string {
  switch (hit.kind) {
    case "news":
      return itemPath("/News", hit._id);
    case "event":
      return itemPath("/Events", hit._id);
    case "album":
      return itemPath("/SubGallery", hit._id);
    case "video":
      return hit.date ? `/VideoGallery?year=${hit.date.slice(0, 4)}` : "/VideoGallery";
    case "page":
      return `/${encodeURIComponent(hit._id)}`;
    case "faculty":
      return "/Faculty";
    case "help":
      return "/Pphelp";
  }
  const page = kindPageOf(hit.kind, kinds);
  // Every search kind has a link (search-view.test.ts): a kind without a page lists its hits on /Search.
  return page ? itemPath(page.path, hit._id) : "/Search";
}

/** The heading of a group of hits: its kind's words (strings/search.ts), or its kind's page's name. */
export function groupHeading(hitKind: string, kinds: readonly ListKind[] = allKinds): string {
  const words: Readonly<Record<string, string>> = searchStrings.kinds;
  return words[hitKind] ?? kindPageOf(hitKind, kinds)?.name ?? hitKind;
}
