import { LRUCache } from "lru-cache";
import type { Db } from "#database/connection";
import { findSchool } from "#database/queries/school-content";
import { isTimeZone } from "#domain/time-zone";
import { ContentFreshness, type ContentVersionSource } from "./content-freshness";

/** Reads a school's own zone (its profile's `timeZone`); undefined when it names none or the school is unknown. */
export type ZoneReader = (schoolCode: string) => Promise<string | undefined>;

type Entry = { zone: string; stamp: number };

/**
 * Each school's time zone (decision 0085): its profile's `timeZone`, else the platform's
 * (TZ_SCHOOL). Read on every page, every list of today's birthdays and every cache key of a
 * page, so it is kept in memory and read again only when the school's content moved (the
 * per-school versions of decision 0083: a publish of the profile is such a move, on any instance).
 *
 * `of` reads it (from memory, else the database); `known` answers without waiting, for the
 * caches' keys, and is undefined while the zone is not in memory: an answer is then not kept
 * under a day that may be another school's.
 */
export class SchoolTimeZones {
  private readonly zones: LRUCache<string, Entry>;
  private readonly freshness: ContentFreshness;

  constructor(
    source: ContentVersionSource,
    private readonly read: ZoneReader,
    /** The platform's zone (TZ_SCHOOL). */
    readonly fallback: string,
    maxSchools = 20_000,
  ) {
    // Bounded: a school code comes from a URL, and codes of no school are remembered too (as the fallback).
    this.zones = new LRUCache<string, Entry>({ max: maxSchools });
    this.freshness = new ContentFreshness(source, () => this.zones.clear());
  }

  /** The zone of `schoolCode`, read from the database only after its content moved. */
  async of(schoolCode: string): Promise<string> {
    const known = this.known(schoolCode);
    if (known !== undefined) return known;
    const stamp = this.freshness.look();
    const zone = effectiveZone(await this.read(schoolCode), this.fallback);
    // A move while reading: the zone read may be the old one; answer it, keep it not.
    this.freshness.look();
    if (this.freshness.isCurrent(schoolCode, stamp)) this.zones.set(schoolCode, { zone, stamp });
    return zone;
  }

  /** The zone of `schoolCode` if it is in memory and current; undefined otherwise. */
  known(schoolCode: string): string | undefined {
    this.freshness.look();
    const entry = this.zones.get(schoolCode);
    if (!entry) return undefined;
    if (this.freshness.isCurrent(schoolCode, entry.stamp)) return entry.zone;
    this.zones.delete(schoolCode);
    return undefined;
  }
}

/**
 * A school's zone from its profile's: that one, else the platform's. A profile is checked at import
 * and publish; a zone this runtime does not know (an older tz database than the one that checked
 * it) falls back rather than failing every page.
 */
export function effectiveZone(own: string | undefined, fallback: string): string {
  return own !== undefined && isTimeZone(own) ? own : fallback;
}

/** The zones of the schools in `db`, each from its profile, TZ_SCHOOL's `fallback` for a profile without one. */
export function schoolTimeZones(db: Db, fallback: string): SchoolTimeZones {
  return new SchoolTimeZones(
    { contentVersion: () => db.contentVersion(), contentChangesSince: (from, to) => db.contentChangesSince(from, to) },
    async (schoolCode) => (await findSchool(db, schoolCode))?.profile.timeZone,
    fallback,
  );
}
