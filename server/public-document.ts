import {
  createStaticHandler,
  type DataRouteObject,
  type EntryContext,
  isRouteErrorResponse,
  type RouterContextProvider,
  type ServerBuild,
  type StaticHandlerContext,
} from "react-router";
import { isStaffRouteId } from "./staff-routes";

/**
 * A public page's HTML without React Router's request handler (docs/decisions/0111-public-document-path.md).
 *
 * The handler does for every document what only a hydrated page needs: it encodes the loader data
 * for the client (turbo-stream) before the entry can drop it, wraps the HTML in a web stream and a
 * Response that the server then reads back as text, and rebuilds the route modules' table. A public
 * page is never hydrated (decision 0093), so for the common case (a GET of a public page whose
 * loaders answer with data) this path runs the same loaders through React Router's own static
 * handler and renders the same <ServerRouter> tree (app/entry.server.tsx `renderPublicDocument`)
 * with React's string renderer, straight into one UTF-8 buffer (decision 0113). A loader's redirect is
 * answered as the handler answers it, and a page a loader refused with a 4xx Response (a 404: the
 * catch-all route's, or no such album) is rendered here too, with its status and the error boundary, so its loaders
 * run once (decision 0115). Anything else answers `undefined` and goes through the handler as before: an
 * error, a route with `headers` or `middleware`, an action, data requests (`.data`), a route with no
 * component, and the staff area (server/site.ts never asks).
 */

/**
 * app/entry.server.tsx's `renderPublicDocument`: the page's whole HTML as UTF-8, or a throw when it cannot.
 * `finishHead` changes the head's HTML before it is encoded.
 */
export type RenderDocument = (
  context: EntryContext,
  url: string,
  loadContext: RouterContextProvider,
  finishHead?: (head: string) => string,
) => Uint8Array;

export type PublicDocument = { html: Buffer; status: number; headers: Headers };

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/** A loader's redirect, which React Router's handler would answer as it is. */
function isRedirect(response: Response): boolean {
  return redirectStatuses.has(response.status) && response.headers.has("Location");
}

/**
 * Errors a page is rendered with here: only Responses a loader threw with a 4xx status (the site's 404
 * route for an address it has no page at, a list's 404 for an item it does not have), which React
 * Router's handler renders in the error boundary without logging. An Error (`error` is set when React
 * Router wraps one in a Response), or a 5xx, goes through the handler, which logs and sanitises it.
 */
function onlyClientErrors(errors: Record<string, unknown>): boolean {
  return Object.values(errors).every(
    (error) =>
      isRouteErrorResponse(error) &&
      (error as { error?: unknown }).error === undefined &&
      error.status >= 400 &&
      error.status < 500,
  );
}

type BuildRoute = NonNullable<ServerBuild["routes"][string]>;

/**
 * The build's public routes as React Router's data routes: the same ids, paths and loaders. Not the admin
 * area's, which server/site.ts never sends here: each request's match tries every route ranked before its
 * own, and Home, an index route, ranks after nearly all of them (26 of 71 routes are the admin area's).
 */
function dataRoutesOf(routes: ServerBuild["routes"]): DataRouteObject[] {
  const byParent = new Map<string | undefined, BuildRoute[]>();
  for (const route of Object.values(routes)) {
    if (!route || isStaffRouteId(route.id)) continue;
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(route);
    byParent.set(route.parentId, siblings);
  }
  const toData = (parentId: string | undefined): DataRouteObject[] =>
    (byParent.get(parentId) ?? []).map((route) => {
      const loader = route.module.loader;
      const common = {
        id: route.id,
        path: route.path,
        caseSensitive: route.caseSensitive,
        hasErrorBoundary: route.module.ErrorBoundary !== undefined,
        loader: loader ? (args: Parameters<typeof loader>[0]) => loader(args) : undefined,
      };
      return route.index ? { ...common, index: true as const } : { ...common, children: toData(route.id) };
    });
  return toData(undefined);
}

/** Whether a value is what React Router's `data()` makes: it carries a status or headers this path does not handle. */
function isDataWithInit(value: unknown): boolean {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

export function publicDocumentRenderer(
  build: ServerBuild,
  render: RenderDocument,
  /** The server's step on each page's head (server/site.ts writes the small stylesheets in). */
  finishHead?: (head: string) => string,
) {
  const handler = createStaticHandler(dataRoutesOf(build.routes), { basename: build.basename, future: build.future });
  // Made once: React Router's handler rebuilds both for every request.
  const routeModules: EntryContext["routeModules"] = {};
  for (const [id, route] of Object.entries(build.routes)) if (route) routeModules[id] = route.module;
  const handoff = {
    basename: build.basename,
    future: build.future,
    routeDiscovery: build.routeDiscovery,
    ssr: build.ssr,
  };
  // The manifest <ServerRouter> is given holds only the page's own routes, its matches: it makes a route
  // object of every manifest entry and matches the address against them again, for each render, and the
  // page needs none of the others (a public page links no other route's modules, decision 0093).
  const manifestFor = (context: StaticHandlerContext): EntryContext["manifest"] => {
    const routes: EntryContext["manifest"]["routes"] = {};
    for (const match of context.matches) routes[match.route.id] = build.assets.routes[match.route.id];
    return { ...build.assets, routes };
  };
  const serverHandoffString = JSON.stringify({ ...handoff, isSpaMode: false }).replace(/</g, "\\u003c");

  /**
   * Whether every matched route is an ordinary page: a component, no `headers` of its own, and no
   * `middleware`, which only React Router's handler runs (none of ours has any; one added later must not
   * be skipped here without anyone noticing).
   */
  const plainPage = (context: StaticHandlerContext) =>
    context.matches.every((match) => {
      const module = build.routes[match.route.id]?.module;
      return module !== undefined && module.headers === undefined && module.middleware === undefined;
    }) && build.routes[context.matches.at(-1)?.route.id ?? ""]?.module.default !== undefined;

  return async (
    request: Request,
    loadContext: RouterContextProvider,
  ): Promise<PublicDocument | Response | undefined> => {
    if (request.method !== "GET") return undefined;
    const { pathname } = new URL(request.url);
    if (pathname.endsWith(".data") || pathname.includes("/__")) return undefined;
    const result = await handler.query(request, { requestContext: loadContext });
    if (result instanceof Response) return isRedirect(result) ? result : undefined;
    const status = result.statusCode;
    if (result.errors ? !onlyClientErrors(result.errors) || status < 400 : status !== 200) return undefined;
    if (!plainPage(result)) return undefined;
    if (Object.values(result.loaderData).some(isDataWithInit)) return undefined;
    // With no route's `headers`, React Router's answer takes only the cookies of a loader's (or a thrown
    // Response's) headers; a page that sets one is the handler's, and never kept.
    if (Object.values(result.loaderHeaders).some((headers) => headers.has("Set-Cookie"))) return undefined;
    const context: EntryContext = {
      manifest: manifestFor(result),
      // Deprecated and unused by React Router's static router, which keeps its own; its handler passes none too.
      branches: [],
      routeModules,
      staticHandlerContext: result,
      criticalCss: undefined,
      serverHandoffString,
      // No hydration data: a public page is not hydrated.
      serverHandoffStream: undefined,
      renderMeta: {},
      future: build.future,
      ssr: build.ssr,
      routeDiscovery: build.routeDiscovery,
      isSpaMode: false,
      // Only the hydration data uses it (an error's, for the client), and a public page has none.
      serializeError: (error) => ({ message: error.message, stack: undefined }),
    };
    const rendered = render(context, request.url, loadContext, finishHead);
    const html = Buffer.from(rendered.buffer, rendered.byteOffset, rendered.byteLength);
    return { html, status, headers: new Headers({ "Content-Type": "text/html" }) };
  };
}
