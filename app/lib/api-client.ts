/**
 * The site's one way to the API: every address it calls is written here and
 * nowhere else, one function per endpoint.
 *
 * Two kinds of function live here:
 * - the loaders' (`getNews`, `getProfile`, …): called on the server through
 *   the in-process API (`context.api`), each answer parsed with its schema
 *   from domain/api-records.ts before a page sees it;
 * - the browser's (`fileUrl`, `postTcRequest`): addresses and a plain fetch,
 *   no parsing, since zod must not reach a page's JavaScript.
 */
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
} from "../../domain/api-records";
import type { SiteContext } from "../load-context";

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

/** Every API address the site uses (README, "The API"). */
export const apiPaths = {
  highlights: (school: string) => `/api/highlight/${segment(school)}`,
  /** Home's news box. */
  news: (school: string) => `/api/news/${segment(school)}`,
  /** The News page. */
  allNews: (school: string) => `/api/news/all/${segment(school)}`,
  onlineRegistrations: (school: string) => `/api/onlineRegistration/${segment(school)}`,
  principalMessages: (school: string) => `/api/principalMessage/${segment(school)}`,
  toppers: (school: string) => `/api/topper/${segment(school)}`,
  birthdays: (school: string) => `/api/birthdays/${segment(school)}`,
  notifications: (school: string) => `/api/notification/${segment(school)}`,
  galleries: (school: string) => `/api/gallery/All/${segment(school)}`,
  /** The album path carries no school of its own; `school` narrows it where two schools share an id. */
  subGallery: (school: string, id: string) => `/api/subGallery?id=${segment(id)}&school=${segment(school)}`,
  events: (school: string) => `/api/events/All/${segment(school)}`,
  faculty: (school: string) => `/api/faculty/all/${segment(school)}`,
  videos: (school: string) => `/api/video/all/${segment(school)}`,
  profile: (school: string) => `/api/school/${segment(school)}`,
  page: (school: string, slug: string) => `/api/page/${segment(school)}/${segment(slug)}`,
  tc: (school: string) => `/api/tc/${segment(school)}`,
  /** A stored file or photo of the image service. */
  file: (storedPath: string) => `/api/image/${storedPathSegments(storedPath)}`,
} as const;

// ---------------------------------------------------------------- the browser's

/** The image service's address of a stored file (attachment, PDF, photo). */
export function fileUrl(storedPath: string): string {
  return apiPaths.file(storedPath);
}

/**
 * POSTs a transfer-certificate look-up and answers the Response unread: the
 * caller needs its status and Retry-After as well as its body. The answer is
 * checked by hand in tc-request.ts, as this runs in the browser.
 */
export function postTcRequest(
  call: ApiCall,
  schoolCode: string,
  fields: { admission: string; name: string },
  headers: Record<string, string> = {},
): Promise<Response> {
  return call(apiPaths.tc(schoolCode), {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", ...headers },
    body: JSON.stringify({ admission: fields.admission, name: fields.name }),
  });
}

// ---------------------------------------------------------------- the loaders'

type Records = typeof import("../../domain/api-records");

/**
 * The schemas are imported when a loader first reads, never statically: this
 * module is in every page's JavaScript for fileUrl, and a static import would
 * bring zod and the content model with it (about 20 KB gzip). The bundler
 * drops the loaders' functions from the browser's chunks, and this import with
 * them; on the server it is one module load, then cached.
 */
const records = (): Promise<Records> => import("../../domain/api-records");

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
  readList(context, "highlight", apiPaths.highlights(context.schoolCode), (r) => r.highlightRecordSchema);

export const getNews = (context: ApiContext): Promise<NewsRecord[]> =>
  readList(context, "news", apiPaths.news(context.schoolCode), (r) => r.newsRecordSchema);

export const getAllNews = (context: ApiContext): Promise<NewsRecord[]> =>
  readList(context, "news", apiPaths.allNews(context.schoolCode), (r) => r.newsRecordSchema);

export const getOnlineRegistrations = (context: ApiContext): Promise<OnlineRegistrationRecord[]> =>
  readList(
    context,
    "online registration",
    apiPaths.onlineRegistrations(context.schoolCode),
    (r) => r.onlineRegistrationRecordSchema,
  );

export const getPrincipalMessages = (context: ApiContext): Promise<PrincipalMessageRecord[]> =>
  readList(
    context,
    "principal message",
    apiPaths.principalMessages(context.schoolCode),
    (r) => r.principalMessageRecordSchema,
  );

export const getToppers = (context: ApiContext): Promise<TopperRecord[]> =>
  readList(context, "topper", apiPaths.toppers(context.schoolCode), (r) => r.topperRecordSchema);

export const getBirthdays = (context: ApiContext): Promise<BirthdayRecord[]> =>
  readList(context, "birthday", apiPaths.birthdays(context.schoolCode), (r) => r.birthdayRecordSchema);

export const getNotifications = (context: ApiContext): Promise<NotificationRecord[]> =>
  readList(context, "notification", apiPaths.notifications(context.schoolCode), (r) => r.notificationRecordSchema);

export const getGalleries = (context: ApiContext): Promise<GalleryRecord[]> =>
  readList(context, "gallery", apiPaths.galleries(context.schoolCode), (r) => r.galleryRecordSchema);

/** The album, or undefined when there is none of that id (the API answers `[album]` or `[]`). */
export async function getSubGallery(context: ApiContext, id: string): Promise<SubGalleryRecord | undefined> {
  const [album] = await readList(
    context,
    "album",
    apiPaths.subGallery(context.schoolCode, id),
    (r) => r.subGalleryRecordSchema,
  );
  return album;
}

export const getEvents = (context: ApiContext): Promise<EventRecord[]> =>
  readList(context, "events", apiPaths.events(context.schoolCode), (r) => r.eventRecordSchema);

export const getFaculty = (context: ApiContext): Promise<FacultyRecord[]> =>
  readList(context, "faculty", apiPaths.faculty(context.schoolCode), (r) => r.facultyRecordSchema);

export const getVideos = (context: ApiContext): Promise<VideoRecord[]> =>
  readList(context, "video", apiPaths.videos(context.schoolCode), (r) => r.videoRecordSchema);

/** The school profile, or null when there is none (404) or it cannot be read: the site then uses neutral texts. */
export const getProfile = (context: ApiContext): Promise<ProfileRecord | null> =>
  readOne(context, "school profile", apiPaths.profile(context.schoolCode), (r) => r.profileRecordSchema);

/**
 * An information page (decision 0009), or null when it is not there to show:
 * not published yet (404, not logged) or unreadable (logged), either way the
 * same polite card, never an error page.
 */
export const getPage = (context: ApiContext, slug: string): Promise<PageRecord | null> =>
  readOne(context, "page", apiPaths.page(context.schoolCode, slug), (r) => r.pageRecordSchema);
