import type { Db } from "#database/connection";
import { findGallery, listItems } from "#database/queries/lists";
import { findPage, listPages } from "#database/queries/pages";
import { findGalleryInAnySchool } from "#database/queries/platform";
import { findSchool } from "#database/queries/school-content";
import { searchSite } from "#database/queries/search";
import { findSingleItem } from "#database/queries/single-items";
import type { PageRecord, PageSummaryRecord, ProfileRecord, SubGalleryRecord } from "#domain/api-records";
import type { AnyContentKind, RecordOf } from "#domain/content-kind";
import { type ContentKindName, type ContentKinds, contentKinds } from "#domain/content-kinds";
import { type DisclosureRecord, disclosureRecord } from "#domain/disclosure-record";
import type { PageSlug } from "#domain/page-slugs";
import { isoDateOf, schoolToday } from "#domain/school-date";
import type { SearchAnswer } from "#domain/search-hit";
import { normalizeQuery } from "#domain/search-text";
import type { AnswerCache } from "./answer-cache";
import { type PreviewOverlay, previewedDisclosure, previewedPage, previewedProfile, withPreview } from "./preview";
import { listRecordWriter, recordWriter } from "./records";
import { withheldPhotoFilter } from "./withheld-photos";

/** A kind's list as the public sees it: its API records (server/operations/records.ts). */
export type ListRecord<K extends ContentKindName> = RecordOf<ContentKinds[K]>;

export type PublicContentDeps = {
  db: Db;
  /** A school's zone (decision 0085): "today" (birthdays) is that school's day. */
  timeZoneOf: (school: string) => Promise<string>;
  now?: () => Date;
  /** Keeps answers until their school's content moves; none in most tests. */
  cache?: AnswerCache;
};

/**
 * The public site's reads (issue 22, decision 0088), each about the school it is given: what the
 * spec's API answers (server/api/*.ts are adapters over these) and what the site's loaders read in
 * the process (server/operations/site-content.ts). Answers are the API's records, typed; a
 * preview's draft, when given, is shown in place of what is live and never cached.
 */
export type PublicContent = {
  /** A kind's published items in the order its description promises, as API records. */
  list<K extends ContentKindName>(school: string, kind: K, preview?: PreviewOverlay): Promise<ListRecord<K>[]>;
  /** One album with the album page's fields; without a school, the album of that id in any school. */
  album(id: string, school?: string): Promise<SubGalleryRecord | undefined>;
  /** The school profile, or undefined when no school has that code. */
  profile(school: string, preview?: PreviewOverlay): Promise<ProfileRecord | undefined>;
  /** An information page, or undefined while it is not published. */
  page(school: string, slug: PageSlug, preview?: PreviewOverlay): Promise<PageRecord | undefined>;
  /** The published information pages in menu order, without their text. */
  pages(school: string): Promise<PageSummaryRecord[]>;
  /** Site search: the query as searched for (normalised) and its hits, best first. */
  search(school: string, query: string): Promise<SearchAnswer>;
  /**
   * The Mandatory Public Disclosure (issue 25), section A completed from the profile and the
   * teachers from the faculty records; undefined until the school publishes one.
   */
  disclosure(school: string, preview?: PreviewOverlay): Promise<DisclosureRecord | undefined>;
};

const albumRecord = recordWriter(contentKinds.galleries, contentKinds.galleries.views?.album);

/** Each kind's record writer, made once. */
const writers = new WeakMap<AnyContentKind, (item: never) => unknown>();
function writerOf<K extends AnyContentKind>(kind: K): ReturnType<typeof listRecordWriter<K>> {
  let writer = writers.get(kind);
  if (!writer) {
    writer = listRecordWriter(kind);
    writers.set(kind, writer);
  }
  return writer as ReturnType<typeof listRecordWriter<K>>;
}

/**
 * A kind's published items in the order its description promises, each written as its API
 * record, photos without consent left out, and the preview's draft in place when it is of this
 * kind (`entity`, the kind's name). Uncached: `PublicContent.list` keeps the answers.
 */
export async function listRecords<K extends AnyContentKind>(
  db: Db,
  school: string,
  entity: string,
  kind: K,
  { timeZone, now, preview }: { timeZone: string; now: Date; preview?: PreviewOverlay },
): Promise<RecordOf<K>[]> {
  const toRecord = writerOf(kind);
  const [items, shown] = await Promise.all([
    listItems(db, kind, school, kind.match?.({ timeZone, now })),
    withheldPhotoFilter(db, school),
  ]);
  return withPreview(preview, school, entity, kind, items).map((item) =>
    toRecord(shown(kind.present ? kind.present(item) : item)),
  );
}

/** The cache key's separator: no school code, kind, slug or normalised query holds it. */
const sep = "\u0000";

export function createPublicContent({
  db,
  timeZoneOf,
  now = () => new Date(),
  cache,
}: PublicContentDeps): PublicContent {
  /** `make`'s answer, cached when there is a cache and no draft in it. */
  const cached = <T>(school: string | undefined, key: string, preview: unknown, make: () => Promise<T>) =>
    cache && preview === undefined ? cache.get(school, key, make) : make();

  return {
    async list<K extends ContentKindName>(school: string, name: K, preview?: PreviewOverlay) {
      // The description is this name's own, so its records are this kind's (ListRecord<K>).
      const kind: AnyContentKind = contentKinds[name];
      // A kind that matches on "today" (birthdays) is read in the school's own zone (decision 0085) and
      // kept under the day it was made for; the others need no zone.
      const timeZone = kind.match ? await timeZoneOf(school) : "UTC";
      const day = kind.match ? isoDateOf(schoolToday(timeZone, now())) : "";
      const key = [school, "list", name, day].join(sep);
      const read = () => listRecords(db, school, name, kind, { timeZone, now: now(), preview });
      return (await cached(school, key, preview, read)) as ListRecord<K>[];
    },

    album(id, school) {
      return cached(school, [school ?? "", "album", id].join(sep), undefined, async () => {
        const album = school ? await findGallery(db, school, id) : await findGalleryInAnySchool(db, id);
        if (!album) return undefined;
        const owner = school ?? ("schoolCode" in album ? String(album.schoolCode) : undefined);
        const shown = owner ? await withheldPhotoFilter(db, owner) : <T>(item: T) => item;
        return albumRecord(shown(album));
      });
    },

    profile(school, preview) {
      return cached(school, [school, "profile"].join(sep), preview, async () => {
        const found = await findSchool(db, school);
        if (!found) return undefined;
        // The zone is not part of the answer: the server applies it (decision 0085).
        const { timeZone: _zone, ...profile } = previewedProfile(preview, found.code) ?? found.profile;
        return {
          ...profile,
          code: found.code,
          shortName: profile.shortName ?? null,
          helpDeskEmail: profile.helpDeskEmail ?? null,
          sampleCertificatePdf: profile.sampleCertificatePdf ?? null,
          principalVideo: profile.principalVideo ?? null,
        };
      });
    },

    disclosure(school, preview) {
      return cached(school, [school, "disclosure"].join(sep), preview, async () => {
        const found = await findSchool(db, school);
        if (!found) return undefined;
        const disclosure =
          previewedDisclosure(preview, found.code) ?? (await findSingleItem(db, found.code, "disclosure"));
        if (!disclosure) return undefined;
        const faculty = await listItems(db, contentKinds.faculty, found.code);
        return disclosureRecord(found.code, disclosure, found.profile, faculty);
      });
    },

    page(school, slug, preview) {
      return cached(
        school,
        [school, "page", slug].join(sep),
        preview,
        async () => previewedPage(preview, school, slug) ?? (await findPage(db, school, slug)),
      );
    },

    pages(school) {
      return cached(school, [school, "pages"].join(sep), undefined, () => listPages(db, school));
    },

    search(school, query) {
      const normalized = normalizeQuery(query);
      return cached(school, [school, "search", normalized].join(sep), undefined, async () => ({
        query: normalized,
        hits: await searchSite(db, school, normalized),
      }));
    },
  };
}
