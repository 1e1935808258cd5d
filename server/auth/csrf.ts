import type { MiddlewareHandler } from "hono";
import { every } from "hono/combine";
import type { Config } from "#domain/config";
import { jsonError } from "#server/api/errors";
import { isStaffPath, privateHeaders } from "#server/staff-routes";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses a request that changes state unless the browser says it came from this site:
 * `Sec-Fetch-Site: same-origin`, or an `Origin` whose host is the one the request was sent
 * to (or PUBLIC_URL's). Unlike Hono's csrf(), which lets JSON through on the strength of CORS
 * preflight, this refuses every unsafe method without that proof, whatever its body.
 * A request with neither header (an old browser, a script) is refused too: staff use browsers.
 */
export function sameOriginOnly(config: Config): MiddlewareHandler {
  const publicOrigin = config.publicUrl ? new URL(config.publicUrl).origin : undefined;
  return async (c, next) => {
    if (safeMethods.has(c.req.method)) return next();
    const fetchSite = c.req.header("sec-fetch-site");
    const origin = c.req.header("origin");
    const allowed =
      fetchSite === "same-origin" || (origin !== undefined && isOwnOrigin(origin, c.req.header("host"), publicOrigin));
    if (!allowed) {
      return jsonError(
        c,
        403,
        "cross_site",
        "This request did not come from this site's own pages, so it was refused.",
      );
    }
    return next();
  };
}

function isOwnOrigin(origin: string, host: string | undefined, publicOrigin: string | undefined): boolean {
  if (origin === publicOrigin) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** Staff pages and answers: never stored by a browser or a proxy, never indexed. */
export function privateAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(privateHeaders)) c.header(name, value);
  };
}

/** Runs `middleware` on staff paths only, told in any case of the path (server/staff-routes.ts). */
export function staffOnly(...middleware: MiddlewareHandler[]): MiddlewareHandler {
  const all = every(...middleware);
  return async (c, next) => (isStaffPath(c.req.path) ? all(c, next) : next());
}
