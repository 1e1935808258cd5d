import type { FileStore } from "#content/storage/file-store";
import type { Db } from "#database/connection";
import type { AlbumPhotoWords } from "#domain/album-photo-words";
import type { PageRecord, ProfileRecord, SubGalleryRecord } from "#domain/api-records";
import type { ClubFolder } from "#domain/clubs";
import { recordId } from "#domain/content-fields";
import type { DisclosureRecord } from "#domain/disclosure-record";
import { type AllKinds, allKinds } from "#domain/kinds/all-kinds";
import { type SiteListName, siteListsOf } from "#domain/kinds/list-kind";
import { canonicalPageSlug } from "#domain/page-slugs";
import type { SearchAnswer } from "#domain/search-hit";
import { maxQueryLength } from "#domain/search-text";
import { servedFile } from "#server/files/servable-file";
import type { AnswerCache } from "./answer-cache";
import { createPhotoWords, type PhotoWords } from "./photo-words";
import type { PreviewOverlay } from "./preview";
import { createPublicContent, type ListRecord, type PublicContent } from "./public-content";
import {
  type CertificateFile,
  type CertificateLookUp,
  createTransferCertificates,
  type TransferCertificates,
} from "./transfer-certificates";

/** A certificate look-up from /Tc's form, with the file when one was found and can be served. */
export type CertificateAnswer =
  | Exclude<CertificateLookUp, { kind: "found" }>
  | { kind: "found"; path: string; file: CertificateFile | undefined };

/**
 * The lists the site's pages read, one method per kind with a `site` in its file (domain/kinds/*.ts),
 * named by its key: derived from the list of kinds. Birthdays are today's, by the school's calendar.
 */
export type SiteLists = { [K in SiteListName<AllKinds>]: () => Promise<ListRecord<K>[]> };

/**
 * What the site's loaders read (SiteContext.content, decision 0088): the public operations bound
 * to the school the site shows, called in the process with types, no URL and no JSON.
 *
 * A read that fails must not blank a page (spec section 8): it is logged with the spec's prefix,
 * "Error fetching <what> data:", and answers what the page shows when there is nothing ([] or
 * null). Not found is a normal state (no profile, a page not written yet) and is not logged.
 */
export type SiteContent = SiteLists & {
  /** The album of that id in this school, or undefined. */
  album(id: string): Promise<SubGalleryRecord | undefined>;
  /** The school profile, or null: the site then uses neutral texts. */
  profile(): Promise<ProfileRecord | null>;
  /** The Mandatory Public Disclosure (issue 25), or null until the school publishes one. */
  disclosure(): Promise<DisclosureRecord | null>;
  /** An information page (decision 0009), or null while it is not there to show. */
  page(slug: string): Promise<PageRecord | null>;
  /** Site search's hits (issue 16), or null when search cannot answer: the page says so. */
  search(query: string): Promise<SearchAnswer | null>;
  /** The alt text and captions staff gave an album's photos; [] on a failure (photos named by place). */
  albumPhotoWords(id: string): Promise<AlbumPhotoWords>;
  /** The photos of the albums chosen for a club; [] while none is, and on a failure (built-in photos). */
  clubPhotos(club: ClubFolder): Promise<AlbumPhotoWords>;
  /** The hero slides' descriptions, slot 1 first; [] on a failure (each named by its place). */
  heroSlideWords(): Promise<string[]>;
  /** A stored file's size in bytes, or null when it cannot be told (Circulars shows each PDF's). */
  fileSize(storedPath: string): Promise<number | null>;
  /** /Tc's look-up without JavaScript, counted for the visitor's address like the API's. */
  transferCertificate(fields: { admission: string; name: string }): Promise<CertificateAnswer>;
};

export type SiteOperations = {
  content: PublicContent;
  photoWords: PhotoWords;
  certificates: TransferCertificates;
  files: FileStore;
};

/** The public operations over one database and file store (server/app.ts makes them once). */
export function createSiteOperations({
  db,
  files,
  timeZoneOf,
  now,
  cache,
}: {
  db: Db;
  files: FileStore;
  /** A school's zone, its profile's or TZ_SCHOOL (decision 0085). */
  timeZoneOf: (school: string) => Promise<string>;
  now?: () => Date;
  cache?: AnswerCache;
}): SiteOperations {
  return {
    content: createPublicContent({ db, timeZoneOf, now, cache }),
    photoWords: createPhotoWords({ db, cache }),
    certificates: createTransferCertificates({ db, files }),
    files,
  };
}

export type SiteRequest = {
  school: string;
  /** The visitor's address (server/api/client-address.ts), for the look-up's limit. */
  client: string;
  /** The admin area's preview draft, shown in place of what is live (server/editing/preview-frame.ts). */
  preview?: PreviewOverlay;
};

const isRecordId = (id: string) => recordId.safeParse(id).success;

/** `read`'s answer, or `fallback` with the failure logged under the spec's prefix. */
async function orElse<T>(what: string, fallback: T, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    console.error(`Error fetching ${what} data:`, error);
    return fallback;
  }
}

/** Like orElse, with the message of the reads that are not the spec's. */
async function orLogged<T>(message: string, fallback: T, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    console.error(message, error);
    return fallback;
  }
}

const siteLists = siteListsOf(allKinds);

export function siteContent(operations: SiteOperations, { school, client, preview }: SiteRequest): SiteContent {
  const { content, photoWords, certificates, files } = operations;
  // Each method answers its own kind's records (ListRecord<K> for the key K), as `content.list` does.
  const lists = Object.fromEntries(
    siteLists.map(({ key, logName }) => [key, () => orElse(logName, [], () => content.list(school, key, preview))]),
  ) as SiteLists;
  return {
    ...lists,
    // An id that cannot exist is simply not found, as the API answers it.
    album: (id) => orElse("album", undefined, async () => (isRecordId(id) ? content.album(id, school) : undefined)),
    profile: () => orElse("school profile", null, async () => (await content.profile(school, preview)) ?? null),
    disclosure: () => orElse("disclosure", null, async () => (await content.disclosure(school, preview)) ?? null),
    page: (slug) =>
      orElse("page", null, async () => {
        const known = canonicalPageSlug(slug);
        return known ? ((await content.page(school, known, preview)) ?? null) : null;
      }),
    search: (query) =>
      orElse("search", null, async () => {
        // The API refuses a query this long (server/api/search.ts); the page says search could not answer.
        if (query.length > maxQueryLength * 20) throw new Error('"q" is longer than a search can be.');
        return content.search(school, query);
      }),
    albumPhotoWords: (id) =>
      orLogged("Error fetching album photo words:", [], async () =>
        isRecordId(id) ? photoWords.album(school, id) : [],
      ),
    clubPhotos: (club) => orLogged("Error fetching club photos:", [], () => photoWords.club(school, club)),
    heroSlideWords: () =>
      orLogged("Error fetching the hero slides' descriptions:", [], () => photoWords.heroSlides(school)),
    fileSize: async (storedPath) => {
      try {
        const size = (await servedFile(files, storedPath))?.stat.size;
        return size !== undefined && size > 0 ? size : null;
      } catch {
        return null;
      }
    },
    async transferCertificate(fields) {
      const answer = await certificates.lookUp(school, client, async () => fields);
      if (answer.kind !== "found") return answer;
      return { ...answer, file: await certificates.open(answer.path) };
    },
  };
}
