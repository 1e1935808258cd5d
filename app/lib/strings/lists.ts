/**
 * Texts of the list pages with filters: news, events, galleries, videos, toppers and faculty.
 *
 * Every fixed UI text lives in this folder, one file per area, so a route
 * loads only the texts it shows and an edition in another language is one new
 * folder of this shape. Texts quoted by the spec are kept exactly.
 */
export const listStrings = {
  all: "All",
  year: "Year",
  month: "Month",
  sessionYear: "Session Year",
  searchTitle: "Search by title",
  searchName: "Search by name",
  search: "Search",
  filters: "Filters",
  loading: "Loading…",
  noEvents: "No events match the selected year, month and search.",
  noNews: "No news matches the selected year, month and search.",
  noAlbums: "No albums match the selected year, month and search.",
  noToppers: "No data available for the selected session year",
  noVideos: "No videos match the selected year.",
  placeholderDescription: "Stay Tuned For More Updates",
  placeholderDate: "DD.MM.YYYY",
  eventPlaceholderTitle: "Event Title",
  newsPlaceholderTitle: "News Title",
  albumPlaceholderTitle: "Album Title",
  videoPlaceholderTitle: "Video Title",
  placeholderName: "Name",
  placeholderDivision: "Division",
  placeholderStream: "Stream",
  placeholderDesignation: "Designation",
  date: "Date",
  time: "Time",
  venue: "Venue",
  viewMore: "View More",
  /** Issue 16: the calendar feed and each event's .ics. */
  addToCalendar: "Add to calendar",
  subscribe: "Subscribe",
  subscribeDetail: " to the school's events calendar (webcal)",
  calendarFeed: "Calendar feed (.ics)",
  calendarHint: "Phones add the calendar with Subscribe; other calendar apps take the feed's address.",
  /** Shown above one news item or event opened by its own address (`?id=`). */
  allEvents: "Show all events",
  allNews: "Show all news",
  allYears: "all years",
  serialNumber: "S. No.",
  name: "Name",
  designation: "Designation",
  facultyCaption: "Teachers and staff of the school",
  /** Result counts, singular and plural. */
  events: ["event", "events"],
  news: ["news item", "news items"],
  albums: ["album", "albums"],
  videos: ["video", "videos"],
  toppers: ["topper", "toppers"],
} as const;

/** "1 event", "5 events": the result count of a list page. */
export function countText(count: number, [one, many]: readonly [string, string]): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** A period in words: "Mar 2026", "2026", "Mar, all years" or "all years". */
export function scopeText(scope: { year: number | "All"; month: string }): string {
  const year = scope.year === "All" ? listStrings.allYears : String(scope.year);
  if (scope.month === "All") return year;
  return scope.year === "All" ? `${scope.month}, ${year}` : `${scope.month} ${year}`;
}

/** "Showing 2025 — nothing in Mar 2026": a list fell back to another period (spec 4). */
export function fallbackNotice(
  shown: Parameters<typeof scopeText>[0],
  missed: Parameters<typeof scopeText>[0],
): string {
  return `Showing ${scopeText(shown)} — nothing in ${scopeText(missed)}`;
}

/** "Filter Latest News": the name of a list page's filter form (a search landmark). */
export function filtersLabel(pageName: string): string {
  return `Filter ${pageName}`;
}
