import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import { compress } from "hono/compress";
import { createRequestHandler, type RouterContext, RouterContextProvider, type ServerBuild } from "react-router";
import type { Config } from "#domain/config";
import { withoutTrackingParams } from "#domain/tracking-params";
import { addressBehindProxies } from "./api/client-address";
import { pageVisitorOf } from "./api/visitor";
import type { MountSite, SiteDeps } from "./app";
import { previewFrame, previewFramePrefix } from "./editing/preview-frame";
import { inlineStylesheets, smallStylesheets } from "./inline-styles";
import { builtIslands, developmentIslands } from "./island-assets";
import { parentAlerts } from "./operations/parent-alerts";
import type { PreviewOverlay } from "./operations/preview";
import { siteContent } from "./operations/site-content";
import { accountAccess, staffAccess } from "./operations/staff-session";
import { finishHtml, finishPage, forStaff, pageAnswer } from "./page-answer";
import type { PageCache } from "./page-cache";
import { publicDocumentRenderer, type RenderDocument } from "./public-document";
import { publicOrigin } from "./public-origin";
import { newNonce } from "./security-headers";
import type { IslandAssets, SiteContext } from "./site-context";
import { isStaffPath, privately, staffRouteMatcher } from "./staff-routes";

export const projectRoot = path.resolve(import.meta.dirname, "..");
const buildDir = path.join(projectRoot, "build");
const serverBuildFile = path.join(buildDir, "server", "index.js");
const clientDir = path.join(buildDir, "client");

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } }; preview?: PreviewOverlay };

/**
 * What every loader gets, under the site's own key (app/load-context.ts), made once per request:
 * the public reads of the school (decision 0088), for the visitor's address (the transfer-certificate
 * limit counts by it) and with the preview frame's draft when `env` carries one; the staff operations
 * (decision 0091); parents' alerts for /Subscribe (decision 0089); and the school's time zone (decision 0085).
 */
export function siteContext(
  key: RouterContext<SiteContext>,
  deps: SiteDeps,
  schoolCode: string,
  env: unknown,
  nonce: string | undefined,
  request: Request,
  timeZone: string,
  islands: IslandAssets = {},
): RouterContextProvider {
  const { config, operations } = deps;
  const visitor = (request: Request) => pageVisitorOf(request, env, config, schoolCode);
  const context = new RouterContextProvider();
  const bindings = env as NodeBindings | undefined;
  const client = addressBehindProxies(
    request.headers.get("x-forwarded-for") ?? undefined,
    bindings?.incoming?.socket?.remoteAddress,
    config.trustProxy,
  );
  context.set(key, {
    content: siteContent(operations, { school: schoolCode, client, preview: bindings?.preview }),
    alerts: parentAlerts(deps.subscriptions, schoolCode, client),
    staff: staffAccess(deps, visitor),
    account: accountAccess(deps, visitor),
    schoolCode,
    timeZone,
    publicUrl: publicOrigin(config, request.url),
    nonce,
    islands,
  });
  return context;
}

/**
 * What the server takes from the site's build (app/entry.server.tsx exports both): the key the
 * loaders read their context under (keys compare by identity, and the site is bundled apart from
 * the server) and the hydration loader's compiled source. A build that lacks one is older than the server.
 */
function entryExport(
  build: ServerBuild,
  name: "siteContext" | "hydrationLoaderSource" | "renderPublicDocument",
): unknown {
  const value: unknown = Reflect.get(build.entry.module, name);
  if (value === undefined)
    throw new Error(`The site build is older than the server (no ${name}); run \`npm run build\`.`);
  return value;
}

export function siteContextKey(build: ServerBuild): RouterContext<SiteContext> {
  return entryExport(build, "siteContext") as RouterContext<SiteContext>;
}

function hydrationLoaderOf(build: ServerBuild): string {
  const source = entryExport(build, "hydrationLoaderSource");
  if (typeof source !== "string")
    throw new Error("The site build's hydration loader is not text; run `npm run build`.");
  return source;
}

/** `npm start` on a fresh checkout has no build yet: make one rather than fail. */
export function ensureSiteBuild(log: (message: string) => void): void {
  if (fs.existsSync(serverBuildFile)) return;
  log("building the site: no build in build/ yet (once, about a minute)");
  // The CLI npm links for the package, whatever its file is called (bin.js in v7, bin.cjs in v8).
  const cli = path.join(projectRoot, "node_modules", ".bin", "react-router");
  const result = spawnSync(process.execPath, [cli, "build"], { cwd: projectRoot, stdio: "inherit" });
  if (result.status !== 0 || !fs.existsSync(serverBuildFile)) {
    throw new Error("The site build failed; run `npm run build` to see why.");
  }
}

/** A school's zone, its profile's or TZ_SCHOOL (server/school-time-zones.ts); without one, TZ_SCHOOL for every school. */
type ZoneOf = (schoolCode: string) => Promise<string>;

export async function productionSite(
  config: Config,
  options: { pageCache?: PageCache; timeZoneOf?: ZoneOf } = {},
): Promise<MountSite> {
  const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
  const handler = createRequestHandler(build, "production");
  const contextKey = siteContextKey(build);
  const { pageCache } = options;
  const zoneOf: ZoneOf = options.timeZoneOf ?? (async () => config.timeZone);
  // Pages render with this stand-in, never sent: each answer replaces it with its own nonce,
  // so one rendering (and one cached copy) serves every visitor with a fresh nonce.
  const placeholder = newNonce();
  const hydrationLoaderSource = hydrationLoaderOf(build);
  const isStaffRoute = staffRouteMatcher(build.routes, build.basename);
  const islands = builtIslands(buildDir);
  // Public pages carry their small stylesheets in the HTML (server/inline-styles.ts); admin pages link them.
  const styles = smallStylesheets(path.join(clientDir, "assets"));
  // Public pages' usual case, without React Router's request handler (decision 0111). It writes the
  // stylesheets into the head before the page is encoded, rather than into the bytes after.
  const renderPublic = publicDocumentRenderer(
    build,
    entryExport(build, "renderPublicDocument") as RenderDocument,
    (head) => inlineStylesheets(head, styles),
  );
  return (app, deps) => {
    // Hashed file names: a changed file is a new URL, so browsers may keep these for a year.
    app.use("/assets/*", async (c, next) => {
      await next();
      if (c.res.status === 200) c.res.headers.set("Cache-Control", "public, max-age=31536000, immutable");
    });
    // Only where the build put files: asked of every page, it looked for a file on disk for each (decision 0112).
    const files = serveStatic({ root: clientDir, precompressed: true });
    for (const entry of fs.existsSync(clientDir) ? fs.readdirSync(clientDir, { withFileTypes: true }) : []) {
      // Not .vite/: the build's own manifest is nobody's business.
      if (entry.name.startsWith(".")) continue;
      app.use(entry.isDirectory() ? `/${entry.name}/*` : `/${entry.name}`, files);
    }
    // Pages are gzip-compressed on the fly; static files above are precompressed at build (vite-plugins/precompress.ts).
    app.use("*", compress());
    // The admin area's preview (issue 13): a public page with a draft in it, rendered here, never cached.
    app.get(
      `${previewFramePrefix}:kind/:id`,
      previewFrame(app, async (request, schoolCode, env, nonce) => {
        const timeZone = await zoneOf(schoolCode);
        const rendered = await handler(
          request,
          siteContext(contextKey, deps, schoolCode, env, placeholder, request, timeZone, islands),
        );
        const answer = await finishPage(
          request,
          rendered,
          placeholder,
          nonce ?? newNonce(),
          hydrationLoaderSource,
          styles,
        );
        return answer.response;
      }),
    );
    app.all("*", async (c) => {
      // What a page is rendered from and kept under: the address without tracking parameters (decision 0114).
      const request = withoutTracking(c.req.raw);
      const nonce = c.get("cspNonce") ?? newNonce();
      // The school the request's host shows (server/platform/site-hosts.ts): pages are kept per school.
      const schoolCode = c.get("schoolCode") ?? config.schoolCode;
      // Before the page cache's key, which holds the school's day in this zone (decision 0085).
      const timeZone = await zoneOf(schoolCode);
      const context = () => siteContext(contextKey, deps, schoolCode, c.env, placeholder, request, timeZone, islands);
      // An admin route's page or data, in any case of its path (decision 0079): private, never kept.
      if (isStaffRoute(request.url) || isStaffPath(c.req.path)) {
        const rendered = privately(await handler(request, context()));
        return (await finishPage(request, rendered, placeholder, nonce, hydrationLoaderSource)).response;
      }
      const key = pageCache?.keyOf(request, schoolCode);
      const cached = key === undefined ? undefined : pageCache?.get(key);
      if (cached) return forStaff(request, pageAnswer(request, cached, nonce));
      const stamp = pageCache?.stamp();
      const loadContext = context();
      const document = await renderPublic(request, loadContext).catch(() => undefined);
      const { response, page } =
        document && !(document instanceof Response)
          ? finishHtml(request, document.html, document, placeholder, nonce)
          : await finishPage(
              request,
              // A loader's redirect, answered as React Router's handler would, or the handler's own answer.
              document ?? (await handler(request, loadContext)),
              placeholder,
              nonce,
              hydrationLoaderSource,
              styles,
            );
      if (page && key !== undefined && stamp !== undefined) pageCache?.set(key, page, stamp, schoolCode);
      return forStaff(request, response);
    });
  };
}

/** The request without the parameters only trackers read (decision 0114): the same object when it has none. */
function withoutTracking(request: Request): Request {
  if (request.method !== "GET" && request.method !== "HEAD") return request;
  const url = withoutTrackingParams(request.url);
  return url === request.url ? request : new Request(url, request);
}

/** Development: Vite serves modules with hot reload, the same Hono app serves everything else. */
export async function developmentSite(config: Config, options: { timeZoneOf?: ZoneOf } = {}): Promise<MountSite> {
  const zoneOf: ZoneOf = options.timeZoneOf ?? (async () => config.timeZone);
  const { createServer } = await import("vite");
  const { RESPONSE_ALREADY_SENT } = await import("@hono/node-server/utils/response");
  const vite = await createServer({ root: projectRoot, server: { middlewareMode: true }, appType: "custom" });
  return (app, deps) => {
    app.use("*", async (c, next) => {
      const { incoming, outgoing } = c.env as { incoming: never; outgoing: { writableEnded: boolean } };
      const handled = await new Promise<boolean>((resolve) => {
        vite.middlewares(incoming, outgoing as never, () => resolve(false));
        (outgoing as unknown as NodeJS.EventEmitter).once("finish", () => resolve(true));
      });
      if (handled || outgoing.writableEnded) return RESPONSE_ALREADY_SENT;
      await next();
    });
    app.all("*", async (c) => {
      const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
      const schoolCode = c.get("schoolCode") ?? config.schoolCode;
      const timeZone = await zoneOf(schoolCode);
      const key = siteContextKey(build);
      // Read again each time: an island added while the server runs is served too.
      const islands = developmentIslands(projectRoot);
      // As in production: pages never see tracking parameters (decision 0114).
      const request = withoutTracking(c.req.raw);
      const context = siteContext(key, deps, schoolCode, c.env, c.get("cspNonce"), request, timeZone, islands);
      const response = await createRequestHandler(build, "development")(request, context);
      return staffRouteMatcher(build.routes, build.basename)(c.req.url) ? privately(response) : response;
    });
  };
}
