/**
 * The browser's addresses of our API: where an <img src> or a link points (`fileUrl`), and where
 * the transfer-certificate form posts from the browser (`tcPath`). The server's loaders never
 * call the API: they read through `siteOf(context).content`, the public operations bound to the
 * site's school (server/operations/site-content.ts, decision 0088).
 *
 * The certificate look-up's request and its answer are tc-request.ts's, checked there by hand,
 * since zod must not reach a page's JavaScript; and this module is in every page's JavaScript,
 * so what only /Tc needs stays in /Tc's chunk.
 */

/** fetch: takes a path and answers a Response (the browser's certificate look-up, tc-request.ts). */
export type ApiCall = (path: string, init?: RequestInit) => Promise<Response>;

const segment = encodeURIComponent;

/** A path of segments that encodeURIComponent leaves as they are, with no empty segment. */
const plainPath = /^[\w\-.!~*'()]+(?:\/[\w\-.!~*'()]+)*$/;

/** A stored path (`demo/public/clubs/my club/01.jpg`) as URL segments, each encoded. */
function storedPathSegments(storedPath: string): string {
  // Nearly every path (hashes, slides): itself. A page has hundreds of these addresses to write.
  if (plainPath.test(storedPath)) return storedPath;
  return storedPath
    .split("/")
    .filter((part) => part !== "")
    .map(segment)
    .join("/");
}

/** The transfer-certificate look-up (POST `{admission, name}`, answers `{data}`; tc-request.ts). */
export const tcPath = (school: string) => `/api/tc/${segment(school)}`;

/** The image service's address of a stored file (attachment, PDF, photo); `?w=`/`?format=` are image-url.ts's. */
export function fileUrl(storedPath: string): string {
  return `/api/image/${storedPathSegments(storedPath)}`;
}
