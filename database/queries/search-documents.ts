import type { Db } from "#database/connection";
import { contentKinds } from "#domain/content-kinds";
import { pphelpSearchText, pphelpTitle } from "#domain/help-text";
import { plainDescription } from "#domain/rich-text";
import type { SearchKind } from "#domain/search-hit";
import { htmlToText, normalizeSearchText } from "#domain/search-text";
import { listItems } from "./lists";
import { listPublishedPages } from "./pages";

/** One findable thing: what the index stores for it, text already normalised. */
export type SearchDocument = {
  kind: SearchKind;
  /** The record's `_id`, a page's slug, `Pphelp`. */
  ref: string;
  title: string;
  body: string;
  date: string | null;
};

const joined = (...parts: Array<string | null | undefined>) => parts.filter((part) => part?.trim()).join(" ");

/** "FeeStructure" → "Fee Structure", for a page that has no heading of its own. */
const words = (slug: string) => slug.replace(/([a-z])([A-Z])/g, "$1 $2");

/**
 * Everything site search finds for a school (issue 16): news, events, albums, videos,
 * information pages, faculty and the parent-portal help page, read from the stored content.
 */
export async function searchDocuments(db: Db, schoolCode: string): Promise<SearchDocument[]> {
  const [news, events, albums, videos, faculty, pages] = await Promise.all([
    listItems(db, contentKinds.news, schoolCode),
    listItems(db, contentKinds.events, schoolCode),
    listItems(db, contentKinds.galleries, schoolCode),
    listItems(db, contentKinds.videos, schoolCode),
    listItems(db, contentKinds.faculty, schoolCode),
    listPublishedPages(db, schoolCode),
  ]);
  const documents: SearchDocument[] = [
    ...news.map((item) => ({
      kind: "news" as const,
      ref: item._id,
      title: item.title,
      body: plainDescription(item.description),
      date: item.fromDate,
    })),
    ...events.map((item) => ({
      kind: "event" as const,
      ref: item._id,
      title: item.title,
      body: joined(plainDescription(item.description), item.venue),
      date: item.date,
    })),
    ...albums.map((item) => ({
      kind: "album" as const,
      ref: item._id,
      title: item.title,
      body: item.description,
      date: item.date,
    })),
    ...videos.map((item) => ({ kind: "video" as const, ref: item._id, title: item.title, body: "", date: item.date })),
    ...pages.map((page) => ({
      kind: "page" as const,
      ref: page.slug,
      title: page.title ?? words(page.slug),
      body: htmlToText(page.html),
      date: null,
    })),
    ...faculty.map((item) => ({
      kind: "faculty" as const,
      ref: item._id,
      title: item.name,
      body: item.designation,
      date: null,
    })),
    { kind: "help", ref: "Pphelp", title: pphelpTitle, body: pphelpSearchText(), date: null },
  ];
  return documents.map((document) => ({
    ...document,
    title: normalizeSearchText(document.title),
    body: normalizeSearchText(document.body),
  }));
}
