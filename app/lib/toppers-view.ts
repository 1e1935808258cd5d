/**
 * The achievers pages (/TopperX, /TopperXII): one session at a time, searched
 * by name, highest marks first (spec 2.6, 4, 9.1).
 */
import type { TopperRecord } from "#domain/api-records";
import { byMarksDescending } from "#domain/marks";
import { defaultSessionYear, type SchoolDay } from "#domain/school-date";
import { topperSession } from "./home-content";
import { parseSearch, textMatches } from "./list-query";

export type ToppersView = {
  items: TopperRecord[];
  /** How many toppers of this class the server answered; none means placeholders. */
  total: number;
  session: string;
  /** Options of the session select, newest first. */
  sessions: string[];
  q: string;
};

const sessionPattern = /^(\d{4})-(\d{4})$/;

/** A session written like 2023-2024 (two consecutive years), or null. */
export function parseSession(value: string | null): string | null {
  const match = sessionPattern.exec(value?.trim() ?? "");
  if (!match || Number(match[2]) !== Number(match[1]) + 1) return null;
  return match[0];
}

/**
 * The session asked for in the URL; otherwise previous year to current year
 * in the school's time zone, or the newest session that has toppers.
 */
export function chosenSession(
  toppers: readonly Pick<TopperRecord, "sessionYear">[],
  requested: string | null,
  today: SchoolDay,
): string {
  return parseSession(requested) ?? topperSession(toppers, today) ?? defaultSessionYear(today);
}

export function toppersView(
  toppers: readonly TopperRecord[],
  topperClass: TopperRecord["class"],
  params: URLSearchParams,
  today: SchoolDay,
): ToppersView {
  const ofClass = toppers.filter((topper) => topper.class === topperClass);
  const session = chosenSession(ofClass, params.get("session"), today);
  const q = parseSearch(params.get("q"));
  const matching = ofClass.filter((topper) => topper.sessionYear === session && textMatches(topper.name, q));
  // "2023-2024" strings sort like the years they start with.
  const sessions = [...new Set([...ofClass.map((topper) => topper.sessionYear), session])].sort().reverse();
  return { items: byMarksDescending(matching), total: ofClass.length, session, sessions, q };
}
