import { inlineHeadStylesheets } from "./inline-styles";
import type { CachedPage } from "./page-cache";
import { deferHydration, etagMatches, splitPage } from "./page-html";

/**
 * A rendered page's way out (docs/decisions/0031-page-delivery.md, 0111): the HTML finished and split
 * for the page cache, and each answer made from it with its own nonce, a 304, or a staff member's
 * private copy. server/site.ts renders; this file answers.
 */

/** How long a browser may show a page without asking again; after that, the ETag makes asking cheap. */
export const pageCacheControl = "public, max-age=60";

/**
 * A signed-in staff member's browser asks again for every page (a 304 when nothing changed),
 * instead of keeping it a minute: whoever just published sees the change at once (issue 13).
 */
export function forStaff(request: Request, response: Response): Response {
  if (!/(?:^|;\s*)(?:__Host-)?school\.session_token=/.test(request.headers.get("Cookie") ?? "")) return response;
  if (!response.headers.has("Cache-Control")) return response;
  // A new answer rather than a changed one: the node server's Response keeps the headers it was made with.
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", "private, no-cache");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** A page as every answer sends it: the cached HTML joined with this response's nonce, or a 304. */
export function pageAnswer(request: Request, page: CachedPage, nonce: string): Response {
  if (etagMatches(request.headers.get("If-None-Match"), page.etag)) {
    return new Response(null, { status: 304, headers: { ETag: page.etag, "Cache-Control": pageCacheControl } });
  }
  return new Response(joinParts(page.parts, nonce), { status: 200, headers: page.headers });
}

/** The page's bytes with `nonce` between its parts: one copy, no string made or encoded again. */
function joinParts(parts: Buffer[], nonce: string): Uint8Array<ArrayBuffer> {
  const nonceBytes = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  for (const [index, part] of parts.entries()) {
    if (index > 0) pieces.push(nonceBytes);
    pieces.push(part);
  }
  // A new buffer over an ordinary ArrayBuffer (never a SharedArrayBuffer), which is what a body may be.
  return Buffer.concat(pieces) as Uint8Array<ArrayBuffer>;
}

/**
 * A rendered page's last steps (server/page-html.ts, docs/decisions/0031-page-delivery.md).
 * The page was rendered with the process's nonce `placeholder`; the answer carries `nonce`.
 * `loader` is app/hydration-loader.ts's source, as the site's build compiled it.
 * Its JavaScript waits until its content has painted; a GET answer gets a short freshness
 * and an ETag (a revisit costs a 304, which carries no CSP, so the browser keeps the cached
 * page with the policy that came with it), and comes back as `page` for the page cache.
 */
export async function finishPage(
  request: Request,
  response: Response,
  placeholder: string,
  nonce: string,
  loader: string,
  /** A public page's small stylesheets, written into it (server/inline-styles.ts); none for an admin page. */
  styles: ReadonlyMap<string, string> = new Map(),
): Promise<{ response: Response; page?: CachedPage }> {
  const isHtml = response.headers.get("Content-Type")?.startsWith("text/html") ?? false;
  if (!isHtml) return { response };
  const headers = new Headers(response.headers);
  const init = { status: response.status, statusText: response.statusText, headers };
  if (!response.body) {
    if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-cache");
    return { response: new Response(null, init) };
  }
  const html = deferHydration(await response.text(), { loader, nonce: placeholder });
  return finishHtml(request, Buffer.from(html), init, placeholder, nonce, styles);
}

/** finishPage's steps after the HTML is read: a public page rendered by server/public-document.ts starts here. */
export function finishHtml(
  request: Request,
  rendered: Buffer,
  init: { status: number; statusText?: string; headers: Headers },
  placeholder: string,
  nonce: string,
  styles: ReadonlyMap<string, string> = new Map(),
): { response: Response; page?: CachedPage } {
  const { headers } = init;
  // Said here, not by compress() after the fact: it would remake the finished answer to add it, a copy of the
  // page and the slow way out through a stream for every answer, compressed or not (decision 0112).
  if (!headers.has("Vary")) headers.set("Vary", "Accept-Encoding");
  const cacheable =
    request.method === "GET" && init.status === 200 && !headers.has("Cache-Control") && !headers.has("Set-Cookie");
  if (!cacheable && !headers.has("Cache-Control")) headers.set("Cache-Control", "no-cache");
  const { parts, etag } = splitPage(inlineHeadStylesheets(rendered, styles), placeholder);
  if (!cacheable) return { response: new Response(joinParts(parts, nonce), init) };
  headers.set("ETag", etag);
  headers.set("Cache-Control", pageCacheControl);
  const page: CachedPage = {
    parts,
    etag,
    headers: [...headers],
    size: parts.reduce((sum, part) => sum + part.byteLength, 0),
  };
  return { response: pageAnswer(request, page, nonce), page };
}
