/**
 * What /Search shows for an answer of the search API (issue 16): the hits grouped by kind, the
 * groups in the order of their best hit, each hit with the address of the page that shows it.
 * A kind with a page of its own (domain/kinds/*.ts `page`, /Circulars) gives its hits' link and
 * their group's heading there: the loader passes those pages (`searchPagesOf`,
 * page-names.server.ts), so the list of kinds stays out of the page's modules.
 */
import type { SearchHit, SearchKind } from "#domain/search-hit";
import { searchStrings } from "./strings/search";

/** The page and name of each search kind whose kind has a page of its own: `{ circular: { path: "/Circulars", … } }`. */
export type SearchPages = Readonly<Record<string, { readonly path: string; readonly name: string }>>;

export type SearchGroup = { kind: SearchKind; hits: SearchHit[] };

// Not domain/fixed-pages.ts's itemPath: the kinds import that module, so the build puts it with the admin area's code.
const withId = (path: string, id: string) => `${path}?id=${encodeURIComponent(id)}`;

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

/**
 * The site address that shows a hit: its own view where it has one, else the page that lists it.
 * A kind's own page shows each of its items by `?id=` (`/Circulars?id=…`).
 */
export function hitPath(hit: Pick<SearchHit, "_id" | "date"> & { kind: string }, pages: SearchPages = {}): string {
  switch (hit.kind) {
    case "news":
      return withId("/News", hit._id);
    case "event":
      return withId("/Events", hit._id);
    case "album":
      return withId("/SubGallery", hit._id);
    case "video":
      return hit.date ? `/VideoGallery?year=${hit.date.slice(0, 4)}` : "/VideoGallery";
    case "page":
      return `/${encodeURIComponent(hit._id)}`;
    case "faculty":
      return "/Faculty";
    case "help":
      return "/Pphelp";
  }
  const page = pages[hit.kind];
  // Every search kind of the list has a link (kind-pages.test.ts); an unknown one goes back to /Search.
  return page ? withId(page.path, hit._id) : "/Search";
}

/** The heading of a group of hits: its kind's words (strings/search.ts), or its kind's page's name. */
export function groupHeading(hitKind: string, pages: SearchPages = {}): string {
  const words: Readonly<Record<string, string>> = searchStrings.kinds;
  return words[hitKind] ?? pages[hitKind]?.name ?? hitKind;
}
