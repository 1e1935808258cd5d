/**
 * What each list page shows for a URL query, decided in the loader on the
 * server: only the items on screen travel to the phone, and the page works
 * the same with JavaScript or without it.
 */
import type { EventRecord, FacultyRecord, GalleryRecord, NewsRecord } from "#domain/api-records";
import { type MonthName, monthNames, type SchoolDay } from "#domain/school-date";
import { exhibitionsWithFallback, type Notice, newsWithFallback } from "./list-fallback";
import {
  allChoice,
  distinctYears,
  type Fields,
  filterList,
  type ListQuery,
  monthOf,
  monthsFromDates,
  newestFirst,
  parseListQuery,
  type Scope,
  yearOf,
} from "./list-query";

export type ListView<T> = {
  items: T[];
  /** How many the server answered; none means the page shows placeholders. */
  total: number;
  /** What the URL asked for. */
  query: ListQuery;
  /**
   * The period the items are of, which the year and month selects show: the
   * one asked for, or the one a fallback switched to (then `notice` says so).
   */
  shown: Scope;
  /** Options of the year select (after All), newest first; they include the year shown. */
  years: number[];
  /** Options of the month select (after All), Jan to Dec. */
  months: MonthName[];
  notice: Notice | null;
  /**
   * `?id=` named one of the items (issue 16): the page shows that item alone, the address
   * a feed, the sitemap, search and a shared link lead to. Null for the usual list.
   */
  focused?: string | null;
};

/** The item `?id=` names, when there is one of that id. */
function focusedItem<T extends { _id: string }>(items: readonly T[], params: URLSearchParams): T | undefined {
  const id = params.get("id")?.trim();
  return id ? items.find((item) => item._id === id) : undefined;
}

/**
 * A list whose month select offers every month (news, albums, one item): `dates` are those of
 * all the list's items, which the count of the whole list and the year select's options come from.
 */
function listOfAllMonths<T>(
  items: T[],
  dates: readonly string[],
  query: ListQuery,
  found: { shown: Scope; notice: Notice | null },
): ListView<T> {
  const { shown, notice } = found;
  return {
    items,
    total: dates.length,
    query,
    shown,
    years: distinctYears(dates, shown.year),
    months: [...monthNames],
    notice,
  };
}

/** The one item `?id=` asked for, with the selects showing its year and month. */
function focusedView<T extends { _id: string }>(item: T, date: string, dates: readonly string[]): ListView<T> {
  const shown: Scope = { year: yearOf(date), month: monthOf(date) ?? allChoice };
  return { ...listOfAllMonths([item], dates, { ...shown, q: "" }, { shown, notice: null }), focused: item._id };
}

const eventFields: Fields<EventRecord> = { date: (item) => item.date, text: (item) => item.title };
const newsFields: Fields<NewsRecord> = { date: (item) => item.fromDate, text: (item) => item.title };

/** Events: the year defaults to the school's current year; the months are those the year's events fall in. */
export function eventsView(
  events: readonly EventRecord[],
  params: URLSearchParams,
  today: SchoolDay,
): ListView<EventRecord> {
  const focused = focusedItem(events, params);
  if (focused) return focusedView(focused, focused.date, events.map(eventFields.date));
  const query = parseListQuery(params, today.year);
  const sorted = newestFirst(events, eventFields.date);
  const ofYear = filterList(sorted, eventFields, { year: query.year, month: allChoice }, "");
  return {
    items: filterList(sorted, eventFields, query, query.q),
    total: events.length,
    query,
    shown: { year: query.year, month: query.month },
    years: distinctYears(events.map(eventFields.date), query.year),
    months: monthsFromDates(ofYear.map(eventFields.date), query.month),
    notice: null,
  } satisfies ListView<EventRecord>;
}

/** News: all years by default; an empty period falls back (see list-fallback.ts). */
export function newsView(news: readonly NewsRecord[], params: URLSearchParams): ListView<NewsRecord> {
  const focused = focusedItem(news, params);
  if (focused) return focusedView(focused, focused.fromDate, news.map(newsFields.date));
  const query = parseListQuery(params, allChoice);
  const found = newsWithFallback(newestFirst(news, newsFields.date), newsFields, query);
  return listOfAllMonths(found.items, news.map(newsFields.date), query, found);
}

/** What an album card needs: the cover, not every photo's path. */
export type AlbumSummary = Pick<GalleryRecord, "_id" | "title" | "date"> & { cover: string | null; photos: number };

const albumFields: Fields<GalleryRecord> = { date: (item) => item.date, text: (item) => item.title };

/**
 * Gallery, Exhibitions and Activities, each its own category. Exhibitions
 * open on the current year (falling back to the previous one), the others
 * on all years; see docs/decisions/0011-list-defaults-and-fallbacks.md
 * and 0037-list-filters-show-what-is-listed.md.
 */
export function albumsView(
  albums: readonly GalleryRecord[],
  category: GalleryRecord["category"],
  params: URLSearchParams,
  today: SchoolDay,
) {
  const exhibitions = category === "Exhibitions";
  const query = parseListQuery(params, exhibitions ? today.year : allChoice);
  const ofCategory = newestFirst(
    albums.filter((album) => album.category === category),
    albumFields.date,
  );
  const { items, shown, notice } = exhibitions
    ? exhibitionsWithFallback(ofCategory, albumFields, query)
    : {
        items: filterList(ofCategory, albumFields, query, query.q),
        shown: { year: query.year, month: query.month },
        notice: null,
      };
  const summaries = items.map((album) => ({
    _id: album._id,
    title: album.title,
    date: album.date,
    cover: album.attachments[0] ?? null,
    photos: album.attachments.length,
  }));
  return listOfAllMonths<AlbumSummary>(summaries, ofCategory.map(albumFields.date), query, { shown, notice });
}

/** Faculty by `order` ascending, as numbers (10 after 9); equal orders keep the given order. */
export function facultyInOrder(faculty: readonly FacultyRecord[]): FacultyRecord[] {
  return faculty
    .map((member, index) => ({ member, index }))
    .sort((a, b) => a.member.order - b.member.order || a.index - b.index)
    .map(({ member }) => member);
}
