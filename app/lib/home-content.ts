/**
 * What Home shows of each list (spec 2.5, 4, 9.1), decided on the server so
 * only that travels to the phone.
 */
import type { GalleryRecord, TopperRecord } from "#domain/api-records";
import { byMarksDescending } from "#domain/marks";
import { defaultSessionYear, type SchoolDay } from "#domain/school-date";
import { homeGalleryCount } from "./constants";

/** The newest PhotoGallery albums; the other categories have pages of their own. */
export function homeGalleries(galleries: readonly GalleryRecord[], count = homeGalleryCount): GalleryRecord[] {
  return galleries
    .filter((album) => album.category === "PhotoGallery")
    .map((album, index) => ({ album, index }))
    .sort((a, b) => (a.album.date === b.album.date ? a.index - b.index : a.album.date < b.album.date ? 1 : -1))
    .slice(0, count)
    .map(({ album }) => album);
}

/**
 * The session to show: previous year to current year (e.g. 2023-2024 during
 * 2024); if it has no toppers, the newest session that has some.
 */
export function topperSession(toppers: readonly Pick<TopperRecord, "sessionYear">[], today: SchoolDay): string | null {
  const preferred = defaultSessionYear(today);
  const sessions = new Set(toppers.map((topper) => topper.sessionYear));
  if (sessions.has(preferred)) return preferred;
  // "2023-2024" strings sort like the years they start with.
  return [...sessions].sort().pop() ?? null;
}

/** One class's toppers of the chosen session, highest marks first. */
export function toppersOfClass(
  toppers: readonly TopperRecord[],
  topperClass: TopperRecord["class"],
  today: SchoolDay,
): TopperRecord[] {
  const ofClass = toppers.filter((topper) => topper.class === topperClass);
  const session = topperSession(ofClass, today);
  return byMarksDescending(ofClass.filter((topper) => topper.sessionYear === session));
}
