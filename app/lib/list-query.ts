/**
 * The filters of the list pages live in the URL query (`?year=2025&month=Mar&q=sports`)
 * so a filtered view can be shared, bookmarked, reloaded and used without
 * JavaScript. These read the query leniently: a value that makes no sense
 * is treated as not given, never as an error page.
 */

import { type MonthName, monthNames } from "#domain/school-date";
import { maxSearchLength } from "./constants";

export const allChoice = "All";
export type YearChoice = number | typeof allChoice;
export type MonthChoice = MonthName | typeof allChoice;

/** A period of the calendar: one year or all, one month or all. */
export type Scope = { year: YearChoice; month: MonthChoice };
export type ListQuery = Scope & { q: string };

export function parseYear(value: string | null, fallback: YearChoice): YearChoice {
  const text = value?.trim() ?? "";
  if (text === "") return fallback;
  if (text.toLowerCase() === "all") return allChoice;
  return /^\d{4}$/.test(text) ? Number(text) : fallback;
}

/** `Mar`, `mar` and `MAR` all mean March; anything else means every month. */
export function parseMonth(value: string | null): MonthChoice {
  const text = value?.trim().toLowerCase() ?? "";
  return monthNames.find((name) => name.toLowerCase() === text) ?? allChoice;
}

/** Spaces at the ends and runs of spaces do not change what someone searched for. */
export function parseSearch(value: string | null): string {
  return (value ?? "").trim().replace(/\s+/g, " ").slice(0, maxSearchLength);
}

export function parseListQuery(params: URLSearchParams, defaultYear: YearChoice = allChoice): ListQuery {
  return {
    year: parseYear(params.get("year"), defaultYear),
    month: parseMonth(params.get("month")),
    q: parseSearch(params.get("q")),
  };
}

export function yearOf(isoDate: string): number {
  return Number(isoDate.slice(0, 4));
}

export function monthOf(isoDate: string): MonthName | undefined {
  return monthNames[Number(isoDate.slice(5, 7)) - 1];
}

export function inScope(isoDate: string, scope: Scope): boolean {
  if (scope.year !== allChoice && yearOf(isoDate) !== scope.year) return false;
  return scope.month === allChoice || monthOf(isoDate) === scope.month;
}

/** Spec 5: a case-insensitive substring match. */
export function textMatches(text: string, q: string): boolean {
  return q === "" || text.toLowerCase().includes(q.toLowerCase());
}

export type Fields<T> = { date: (item: T) => string; text: (item: T) => string };

export function filterList<T>(items: readonly T[], fields: Fields<T>, scope: Scope, q: string): T[] {
  return items.filter((item) => inScope(fields.date(item), scope) && textMatches(fields.text(item), q));
}

/** Newest first; items of the same day keep the order they came in. */
export function newestFirst<T>(items: readonly T[], dateOf: (item: T) => string): T[] {
  return items
    .map((item, index) => ({ item, index, date: dateOf(item) }))
    .sort((a, b) => (a.date === b.date ? a.index - b.index : a.date < b.date ? 1 : -1))
    .map(({ item }) => item);
}

/**
 * The years to offer, newest first: those the dates have, plus the one
 * chosen (so the select always shows what the list is filtered by).
 */
export function distinctYears(dates: readonly string[], chosen: YearChoice = allChoice): number[] {
  const years = new Set(dates.map(yearOf));
  if (chosen !== allChoice) years.add(chosen);
  return [...years].sort((a, b) => b - a);
}

/** The months the dates fall in, Jan to Dec, plus the one chosen. */
export function monthsFromDates(dates: readonly string[], chosen: MonthChoice = allChoice): MonthName[] {
  const months = new Set<MonthName>();
  for (const date of dates) {
    const month = monthOf(date);
    if (month) months.add(month);
  }
  if (chosen !== allChoice) months.add(chosen);
  return monthNames.filter((name) => months.has(name));
}

/**
 * What a submitted filter form puts in the URL: every field that has a
 * value, trimmed, so an empty search box adds no `q=`.
 */
export function queryFromEntries(entries: Iterable<[string, FormDataEntryValue]>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of entries) {
    if (typeof value !== "string") continue;
    const text = value.trim();
    if (text !== "") params.set(name, text);
  }
  return params;
}
