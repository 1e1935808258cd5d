/**
 * Texts of the search results page (/Search, issue 16).
 *
 * Every fixed UI text lives in this folder, one file per area, so a route
 * loads only the texts it shows and an edition in another language is one new
 * folder of this shape.
 */
import type { SearchKind } from "#domain/search-hit";
import type { PageText } from "./pages";

export const searchPage: PageText = {
  name: "Search",
  description: "Search the school's news, events, photo albums, videos, information pages and teachers.",
};

export const searchStrings = {
  formLabel: "Search the site again",
  input: "Search for",
  submit: "Search",
  hint: "Search news, events, photo albums, videos, information pages, teachers and the portal help, in English or Hindi. Three letters or more also find parts of words.",
  unavailable: "Search is not available at the moment. Please try again later.",
  kinds: {
    news: "News",
    event: "Events",
    album: "Photo albums",
    video: "Videos",
    page: "Information pages",
    faculty: "Faculty",
    help: "Help",
    // A kind with a page of its own (Circulars) is headed by its page's name (app/lib/search-view.ts).
  } satisfies Partial<Record<SearchKind, string>>,
} as const;

/** “No results for “fee structure”” */
export function noResultsText(query: string): string {
  return `No results for “${query}”`;
}

/** “1 result for “fee””, “12 results for “fee”” */
export function resultsText(count: number, query: string): string {
  return `${count} ${count === 1 ? "result" : "results"} for “${query}”`;
}
