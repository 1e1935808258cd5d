import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { matchedRoutes } from "hono/route";
import { editableKindList } from "#domain/editing/editable-kinds";
import { formatBytes, uploadLimits } from "#domain/media-rules";
import { jsonError } from "./api/errors";
import { maxBulkUploadBytes } from "./records/certificate-uploads";

/**
 * A body limit for every request, checked before its body is read (issue 21, decision 0078): a
 * declared Content-Length over the limit is answered 413 at once, and a body without one (chunked)
 * is read only up to the limit. hono/body-limit does both.
 *
 * - Anonymous requests get a small one: better-auth (/api/auth/*), the public site's form posts
 *   (/Tc), the staff pages before sign-in, and any staff page or API call without a session cookie.
 * - The staff's JSON gets 1 MB, their admin pages' form posts 2 MB (URL-encoded markup): what a 2 MB save
 *   still costs the event loop (parsing, SQLite, the log) was more than a neighbour's p99 could absorb.
 * - An upload route sets its own limit with `routeBodyLimit`, which replaces the default; the admin
 *   pages whose forms carry those uploads to it get the same limit here.
 */

const kilobyte = 1024;
const megabyte = 1024 * kilobyte;

/** The anonymous limit: a sign-in is well under 1 KB, a passkey's answer a few KB. */
export const anonymousBodyBytes = 64 * kilobyte;
/** Staff JSON bodies: a news item is a few KB, its longest rich text a few hundred. */
export const staffBodyBytes = 1 * megabyte;
/** The admin pages' form posts, URL-encoded: markup about doubles (`<` is `%3C`), so twice the JSON's. */
export const staffPageBytes = 2 * megabyte;

/** Route limits that replace the default: found among the routes a request matched. */
const ownLimits = new WeakSet<object>();

type OnError = (c: Context) => Response | Promise<Response>;

/**
 * A 413 closes the connection (RFC 9110 allows it): otherwise the server would go on reading the
 * refused body to reuse the connection (@hono/node-server drains up to 64 MB of it), which is the
 * very work a limit is there to spare.
 */
function closing(onError: OnError): OnError {
  return (c) => {
    c.header("Connection", "close");
    return onError(c);
  };
}

/** An upload route's own limit; the default does not apply to a route that has one. */
export function routeBodyLimit(maxSize: number, onError: OnError): MiddlewareHandler {
  const limit = bodyLimit({ maxSize, onError: closing(onError) });
  ownLimits.add(limit);
  return limit;
}

/**
 * Admin pages whose forms upload files to an upload route (app/admin/routes/records-*.tsx): their
 * posts may be as large as that route takes. Matched as React Router matches: any case, a trailing
 * slash, and the `.data` of its single fetch.
 */
const uploadPages: ReadonlyArray<[RegExp, number]> = [
  [/^\/admin\/records\/certificates\/bulk(?:\/|\.data)?$/i, maxBulkUploadBytes],
  // One certificate (20 MB) or its replacement, with the form's fields.
  [/^\/admin\/records\/certificates(?:\/|\.data)?$/i, 21 * megabyte],
  // The edit screens of kinds with a photo field (a topper's), which post the chosen photo with the form.
  [photoEditPages(), uploadLimits.photo + megabyte],
  // The birthdays' CSV file (2 MB).
  [/^\/admin\/records\/birthdays(?:\/|\.data)?$/i, 3 * megabyte],
];

/** The generic editor's item screens (`/admin/content/{kind}/{id}`) of every kind with a photo field. */
function photoEditPages(): RegExp {
  const kinds = editableKindList
    .filter((kind) => kind.fields.some((field) => field.widget === "photo"))
    .map((kind) => kind.name.toLowerCase());
  return new RegExp(`^/admin/content/(?:${kinds.join("|") || "(?!)"})/[^/]+(?:/|\\.data)?$`, "i");
}

/** As server/site.ts tells a staff member's browser: the session cookie better-auth sets. */
function hasSessionCookie(c: Context): boolean {
  return /(?:^|;\s*)(?:__Host-)?school\.session_token=/.test(c.req.header("Cookie") ?? "");
}

/** The limit for a request no upload route claims, by its path; case-insensitive, as React Router is. */
function defaultLimit(c: Context): number {
  const path = c.req.path.toLowerCase();
  if (path.startsWith("/api/auth/")) return anonymousBodyBytes;
  const staffApi = path.startsWith("/api/admin/");
  const staffPage = path === "/admin" || path.startsWith("/admin/") || path.startsWith("/admin.");
  if (!staffApi && !staffPage) return anonymousBodyBytes;
  if (!hasSessionCookie(c)) return anonymousBodyBytes;
  if (/^\/admin\/(?:sign-in|set-password)(?:\/|\.data)?$/.test(path)) return anonymousBodyBytes;
  if (!staffPage) return staffBodyBytes;
  for (const [page, bytes] of uploadPages) if (page.test(path)) return bytes;
  return staffPageBytes;
}

function tooLarge(limit: number) {
  const message = `The request body is larger than ${formatBytes(limit)}.`;
  return (c: Context) =>
    c.req.path.startsWith("/api/") ? jsonError(c, 413, "payload_too_large", message) : c.text(message, 413);
}

/** The default limit of every route without its own (server/app.ts puts it before all routes). */
export function bodyLimits(): MiddlewareHandler {
  const limiters = new Map<number, MiddlewareHandler>();
  const limiter = (bytes: number) => {
    let made = limiters.get(bytes);
    if (!made) {
      made = bodyLimit({ maxSize: bytes, onError: closing(tooLarge(bytes)) });
      limiters.set(bytes, made);
    }
    return made;
  };
  return async (c, next) => {
    // Before touching the body: @hono/node-server makes the whole web Request when it is asked for.
    if (c.req.method === "GET" || c.req.method === "HEAD" || c.req.method === "OPTIONS") return next();
    if (matchedRoutes(c).some((route) => ownLimits.has(route.handler))) return next();
    return limiter(defaultLimit(c))(c, next);
  };
}
