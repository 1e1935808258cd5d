/**
 * The site's one way to the API: every address it calls is written here and
 * nowhere else, one function per endpoint.
 *
 * Two kinds of function live here:
 * - the loaders' (`getNews`, `getProfile`, …): called on the server through
 *   the in-process API (`context.api`), each answer parsed with its schema
 *   from domain/api-records.ts before a page sees it;
 * - the browser's (`fileUrl`, `tcPath`): addresses only. The certificate
 *   look-up's request and its answer are tc-request.ts's, checked there by hand, since
 *   zod must not reach a page's JavaScript; and this module is in every
 *   page's JavaScript, so what only /Tc needs stays in /Tc's chunk.
 */

import type { SiteContext } from "#app/load-context";
import type {
  BirthdayRecord,
  EventRecord,
  FacultyRecord,
  GalleryRecord,
  HighlightRecord,
  NewsRecord,
  NotificationRecord,
  OnlineRegistrationRecord,
  PageRecord,
  PrincipalMessageRecord,
  ProfileRecord,
  SubGalleryRecord,
  TopperRecord,
  VideoRecord,
} from "#domain/api-records";
import type { RecordOf } from "#domain/content-kind";
import type { ContentKinds } from "#domain/content-kinds";
import type { DisclosureRecord } from "#domain/disclosure-record";
import type { SearchAnswer } from "#domain/search-hit";

export type CircularRecord = RecordOf<ContentKinds["circulars"]>;

/** fetch, or the server's in-process API: both take a path and answer a Response. */
export type ApiCall = (path: string, init?: RequestInit) => Promise<Response>;

/** What a loader's call needs: the in-process API and the school the site shows. */
export type ApiContext = Pick<SiteContext, "api" | "schoolCode">;

const segment = encodeURIComponent;

/** A stored path (`demo/public/clubs/my club/01.jpg`) as URL segments, each encoded. */
function storedPathSegments(storedPath: string): string {
  return storedPath
    .split("/")
    .filter((part) => part !== "")
    .map(segment)
    .join("/");
}

// The addresses: every API path the site uses (README, "The API"). One
// function each rather than one object: a bundler keeps a whole object, and
// this module is in every page's JavaScript (for fileUrl), so the pages carry
// only the paths they use.

export const highlightsPath = (school: string) => `/api/highlight/${segment(school)}`;
/** Home's news box. */
export const newsPath = (school: string) => `/api/news/${segment(school)}`;
/** The News page. */
export const allNewsPath = (school: string) => `/api/news/all/${segment(school)}`;
export const onlineRegistrationsPath = (school: string) => `/api/onlineRegistration/${segment(school)}`;
export const principalMessagesPath = (school: string) => `/api/principalMessage/${segment(school)}`;
export const toppersPath = (school: string) => `/api/topper/${segment(school)}`;
export const birthdaysPath = (school: string) => `/api/birthdays/${segment(school)}`;
export const notificationsPath = (school: string) => `/api/notification/${segment(school)}`;
export const galleriesPath = (school: string) => `/api/gallery/All/${segment(school)}`;
/** The album path carries no school of its own; `school` narrows it where two schools share an id. */
export const subGalleryPath = (school: string, id: string) =>
  `/api/subGallery?id=${segment(id)}&school=${segment(school)}`;
/** The Circulars page (issue 22): every published circular, newest first. */
export const circularsPath = (school: string) => `/api/circular/${segment(school)}`;
/** The Mandatory Public Disclosure (issue 25): one object, 404 until the school publishes it. */
export const disclosurePath = (school: string) => `/api/disclosure/${segment(school)}`;
export const eventsPath = (school: string) => `/api/events/All/${segment(school)}`;
export const facultyPath = (school: string) => `/api/faculty/all/${segment(school)}`;
export const videosPath = (school: string) => `/api/video/all/${segment(school)}`;
export const profilePath = (school: string) => `/api/school/${segment(school)}`;
export const pagePath = (school: string, slug: string) => `/api/page/${segment(school)}/${segment(slug)}`;
/** Site search (issue 16): `{query, hits}`, best first. */
export const searchPath = (school: string, query: string) =>
  `/api/search/${segment(school)}?q=${encodeURIComponent(query)}`;
/** The transfer-certificate look-up (POST `{admission, name}`, answers `{data}`; tc-request.ts). */
export const tcPath = (school: string) => `/api/tc/${segment(school)}`;

/** The image service's address of a stored file (attachment, PDF, photo); `?w=`/`?format=` are image-url.ts's. */
export function fileUrl(storedPath: string): string {
  return `/api/image/${storedPathSegments(storedPath)}`;
}

// The loaders' readers.

type Records = typeof import("#domain/api-records");

/**
 * The schemas are imported when a loader first reads, never statically: this
 * module is in every page's JavaScript for fileUrl, and a static import would
 * bring zod and the content model with it (25 KB gzip more per page). The bundler
 * drops the loaders' functions from the browser's chunks, and this import with
 * them; on the server it is one module load, then cached.
 */
const records = (): Promise<Records> => import("#domain/api-records");

/** What a schema offers: a parse that throws on an answer of another shape. */
type Parser<T> = { parse: (value: unknown) => T };
type SchemaOf<T> = (schemas: Records) => Parser<T>;

/**
 * A list, or [] when it cannot be read. A failed list call must not blank a
 * page (spec section 8): it is logged with the spec's prefix, "Error fetching
 * <what> data:", and the page shows its placeholders. An answer of another
 * shape counts as such a failure.
 */
async function readList<T>(context: ApiContext, what: string, path: string, schemaOf: SchemaOf<T>): Promise<T[]> {
  try {
    const record = schemaOf(await records());
    const response = await context.api(path);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    const body: unknown = await response.json();
    if (!Array.isArray(body)) throw new Error(`${path} did not answer an array`);
    return body.map((item) => record.parse(item));
  } catch (error) {
    console.error(`Error fetching ${what} data:`, error);
    return [];
  }
}

/**
 * One object, or null: a 404 is a normal state (no such school, a page not
 * published yet) and is not logged; any other failure is logged like a failed list.
 */
async function readOne<T>(context: ApiContext, what: string, path: string, schemaOf: SchemaOf<T>): Promise<T | null> {
  try {
    const schema = schemaOf(await records());
    const response = await context.api(path);
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return schema.parse(await response.json());
  } catch (error) {
    console.error(`Error fetching ${what} data:`, error);
    return null;
  }
}

export const getHighlights = (context: ApiContext): Promise<HighlightRecord[]> =>
  readList(context, "highlight", highlightsPath(context.schoolCode), (r) => r.highlightRecordSchema);

export const getNews = (context: ApiContext): Promise<NewsRecord[]> =>
  readList(context, "news", newsPath(context.schoolCode), (r) => r.newsRecordSchema);

export const getAllNews = (context: ApiContext): Promise<NewsRecord[]> =>
  readList(context, "news", allNewsPath(context.schoolCode), (r) => r.newsRecordSchema);

export const getCirculars = (context: ApiContext): Promise<CircularRecord[]> =>
  readList(context, "circulars", circularsPath(context.schoolCode), (r) => r.recordSchemas.circulars);

/** The school's published Mandatory Public Disclosure, or null when it has none yet (404) or it cannot be read. */
export const getDisclosure = (context: ApiContext): Promise<DisclosureRecord | null> =>
  readOne(context, "disclosure", disclosurePath(context.schoolCode), (r) => r.disclosureAnswerSchema);

/**
 * A stored file's size in bytes (a HEAD to the image service), or null when it cannot be told:
 * the Circulars page says how large each PDF is before a parent on a phone opens it.
 */
export async function getFileSize(context: ApiContext, storedPath: string): Promise<number | null> {
  try {
    const response = await context.api(fileUrl(storedPath), { method: "HEAD" });
    const length = Number(response.headers.get("content-length"));
    return response.ok && Number.isFinite(length) && length > 0 ? length : null;
  } catch {
    return null;
  }
}

export const getOnlineRegistrations = (context: ApiContext): Promise<OnlineRegistrationRecord[]> =>
  readList(
    context,
    "online registration",
    onlineRegistrationsPath(context.schoolCode),
    (r) => r.onlineRegistrationRecordSchema,
  );

export const getPrincipalMessages = (context: ApiContext): Promise<PrincipalMessageRecord[]> =>
  readList(
    context,
    "principal message",
    principalMessagesPath(context.schoolCode),
    (r) => r.principalMessageRecordSchema,
  );

export const getToppers = (context: ApiContext): Promise<TopperRecord[]> =>
  readList(context, "topper", toppersPath(context.schoolCode), (r) => r.topperRecordSchema);

export const getBirthdays = (context: ApiContext): Promise<BirthdayRecord[]> =>
  readList(context, "birthday", birthdaysPath(context.schoolCode), (r) => r.birthdayRecordSchema);

export const getNotifications = (context: ApiContext): Promise<NotificationRecord[]> =>
  readList(context, "notification", notificationsPath(context.schoolCode), (r) => r.notificationRecordSchema);

export const getGalleries = (context: ApiContext): Promise<GalleryRecord[]> =>
  readList(context, "gallery", galleriesPath(context.schoolCode), (r) => r.galleryRecordSchema);

/** The album, or undefined when there is none of that id (the API answers `[album]` or `[]`). */
export async function getSubGallery(context: ApiContext, id: string): Promise<SubGalleryRecord | undefined> {
  const [album] = await readList(
    context,
    "album",
    subGalleryPath(context.schoolCode, id),
    (r) => r.subGalleryRecordSchema,
  );
  return album;
}

export const getEvents = (context: ApiContext): Promise<EventRecord[]> =>
  readList(context, "events", eventsPath(context.schoolCode), (r) => r.eventRecordSchema);

export const getFaculty = (context: ApiContext): Promise<FacultyRecord[]> =>
  readList(context, "faculty", facultyPath(context.schoolCode), (r) => r.facultyRecordSchema);

export const getVideos = (context: ApiContext): Promise<VideoRecord[]> =>
  readList(context, "video", videosPath(context.schoolCode), (r) => r.videoRecordSchema);

/** The school profile, or null when there is none (404) or it cannot be read: the site then uses neutral texts. */
export const getProfile = (context: ApiContext): Promise<ProfileRecord | null> =>
  readOne(context, "school profile", profilePath(context.schoolCode), (r) => r.profileRecordSchema);

/**
 * An information page (decision 0009), or null when it is not there to show:
 * not published yet (404, not logged) or unreadable (logged), either way the
 * same polite card, never an error page.
 */
export const getPage = (context: ApiContext, slug: string): Promise<PageRecord | null> =>
  readOne(context, "page", pagePath(context.schoolCode, slug), (r) => r.pageRecordSchema);

/**
 * Site search's hits for a query (issue 16), or null when search cannot answer (logged):
 * the page then says so instead of claiming nothing matched.
 */
export const getSearch = (context: ApiContext, query: string): Promise<SearchAnswer | null> =>
  readOne(context, "search", searchPath(context.schoolCode, query), (r) => r.searchAnswerRecordSchema);
