import type { Db } from "#database/connection";
import { pphelpSearchText, pphelpTitle } from "#domain/help-text";
import { allKinds } from "#domain/kinds/all-kinds";
import type { SearchKind } from "#domain/search-hit";
import { type SearchDocumentOf, searchDocumentsOf } from "#domain/search-kinds";
import { htmlToText } from "#domain/search-text";
import { listItemsOfKinds } from "./lists";
import { listPublishedPages } from "./pages";

/** One findable thing: what the index stores for it, text already normalised. */
export type SearchDocument = SearchDocumentOf<SearchKind>;

/** "FeeStructure" → "Fee Structure", for a page that has no heading of its own. */
const words = (slug: string) => slug.replace(/([a-z])([A-Z])/g, "$1 $2");

/**
 * Everything site search finds for a school (issue 16), read from the stored content: the items
 * of every kind whose file maps them for search (domain/kinds/*.ts: news, events, albums, videos,
 * faculty), the information pages and the parent-portal help page.
 */
export async function searchDocuments(db: Db, schoolCode: string): Promise<SearchDocument[]> {
  const [items, pages] = await Promise.all([
    listItemsOfKinds(
      db,
      allKinds.filter((kind) => kind.search !== undefined),
      schoolCode,
    ),
    listPublishedPages(db, schoolCode),
  ]);
  return searchDocumentsOf(allKinds, items, {
    page: pages.map((page) => ({
      ref: page.slug,
      title: page.title ?? words(page.slug),
      body: htmlToText(page.html),
      date: null,
    })),
    help: [{ ref: "Pphelp", title: pphelpTitle, body: pphelpSearchText(), date: null }],
  });
}
