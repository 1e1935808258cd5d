/**
 * What /Search shows for an answer of the search API (issue 16): the hits grouped by kind, the
 * groups in the order of their best hit, each hit with the address of the page that shows it.
 */
import type { SearchHit, SearchKind } from "#domain/search-hit";

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

const withId = (path: string, id: string) => `${path}?id=${encodeURIComponent(id)}`;

/** The site address that shows a hit: its own view where it has one, else the page that lists it. */
export function hitPath(hit: SearchHit): string {
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
    case "circular":
      return withId("/Circulars", hit._id);
  }
}
