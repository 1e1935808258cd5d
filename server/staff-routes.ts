import { LRUCache } from "lru-cache";
import { matchRoutes, type RouteObject } from "react-router";

/**
 * Which answers are staff answers (decision 0079): never stored by a browser or a proxy, never
 * indexed, never kept in the page cache. The source of truth is the route React Router matches,
 * which ignores case: /Admin/people and /admin.data render admin routes as surely as /admin/people.
 */

/** What every staff answer carries, whatever made it. */
export const privateHeaders = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } as const;

/** The admin area's route modules live in app/admin/, so their route ids start with this. */
const staffRouteIdPrefix = "admin/";

/** Whether a route of the site's build is the admin area's (its id, as app/routes.ts names it). */
export const isStaffRouteId = (id: string | undefined): boolean => id?.startsWith(staffRouteIdPrefix) ?? false;

/** A route of the site build's manifest (ServerBuild["routes"]), as far as matching needs it. */
export type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
};

/** The manifest as a tree, the way React Router's server builds its own (server-runtime/routes.ts). */
function routeTree(manifest: Record<string, ManifestRoute | undefined>, parentId?: string): RouteObject[] {
  return Object.values(manifest)
    .filter((route): route is ManifestRoute => route !== undefined && route.parentId === parentId)
    .map(
      ({ id, path, index, caseSensitive }): RouteObject =>
        index ? { id, index: true } : { id, path, caseSensitive, children: routeTree(manifest, id) },
    );
}

/**
 * The path React Router renders for a request: a data request's `.data` (or `/_.data`) taken off,
 * as its server does (server-runtime/urls.ts), so /Admin/people.data is /Admin/people.
 */
function renderedPath(pathname: string): string {
  return pathname.endsWith("/_.data") ? pathname.slice(0, -"_.data".length) : pathname.replace(/\.data$/, "");
}

/** Whether a request's URL renders any route of the admin area, by the site build's own routes. */
export function staffRouteMatcher(
  manifest: Record<string, ManifestRoute | undefined>,
  basename?: string,
): (url: string) => boolean {
  const routes = routeTree(manifest);
  // Every answer asks, and matchRoutes flattens and ranks all the routes each time it is called (4 % of
  // the server's time rendering pages, decision 0111): the answer depends on the path alone, so it is kept.
  const known = new LRUCache<string, boolean>({ max: 2000 });
  return (url) => {
    const path = renderedPath(new URL(url).pathname);
    let staff = known.get(path);
    if (staff === undefined) {
      const matches = matchRoutes(routes, path, basename);
      staff = matches?.some((match) => isStaffRouteId(match.route.id)) ?? false;
      known.set(path, staff);
    }
    return staff;
  };
}

/**
 * The second belt, by spelling alone: /admin and anything under it (with its data requests),
 * /api/admin/, /api/auth/ and /api/account/, in any case, with or without a query. It also covers what no
 * React Router route renders (the preview frame, a mistyped admin address answered by the
 * not-found page).
 */
export function isStaffPath(pathAndQuery: string): boolean {
  return /^\/(?:admin(?:[/.?]|$)|api\/(?:admin|auth|account)(?:[/?]|$))/i.test(pathAndQuery);
}

/** The same answer with the staff headers: a new Response, as the Node server's keeps the headers it was made with. */
export function privately(response: Response): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(privateHeaders)) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
