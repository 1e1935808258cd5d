import { Hono } from "hono";
import { requestId } from "hono/request-id";
import type { Logger } from "pino";
import type { FileStore } from "#content/storage/file-store";
import { openFileStore } from "#content/storage/open-file-store";
import type { Db } from "#database/connection";
import { findSchool } from "#database/queries/school-content";
import type { Config } from "#domain/config";
import { registerAlerts } from "./alerts/alert-routes";
import { type AlertTransport, createAlertTransport } from "./alerts/alert-transport";
import type { SubscriptionDeps } from "./alerts/subscriptions";
import { createAccountLinks } from "./api/account-links";
import { registerAdmin } from "./api/admin/register";
import { registerPhotoWords } from "./api/album-photos";
import type { ApiApp, ApiDeps, AppEnv } from "./api/deps";
import { registerDisclosure } from "./api/disclosure";
import { errorBody, jsonError } from "./api/errors";
import { registerAlbum } from "./api/gallery";
import { registerListRoutes } from "./api/list-route";
import { registerPages } from "./api/page";
import { registerSchool } from "./api/school";
import { registerSearch } from "./api/search";
import { registerTransferCertificates } from "./api/tc";
import type { ApiCache } from "./api-cache";
import { type Auth, createAuth } from "./auth/auth";
import { mountAuth } from "./auth/auth-routes";
import { privateAnswers, sameOriginOnly, staffOnly } from "./auth/csrf";
import { createMailer, type Mailer } from "./auth/mailer";
import { authSecret } from "./auth/secret";
import { bodyLimits, routeBodyLimit } from "./body-limits";
import type { Clock } from "./clock";
import { HeavySaves } from "./editing/heavy-saves";
import { registerTestClock } from "./editing/test-clock-route";
import { createFeedRoutes } from "./feeds/feed-routes";
import { createFileRoutes } from "./files/file-routes";
import { createYoutubeThumbnails, type ThumbnailFetch } from "./files/youtube-thumbnails";
import { createHealthRoutes, Readiness } from "./health";
import type { AnswerCache } from "./operations/answer-cache";
import { FailureLimiter } from "./operations/failure-limiter";
import { createSiteOperations, type SiteOperations } from "./operations/site-content";
import type { StaffDeps } from "./operations/staff-deps";
import { SiteHosts, siteHostMiddleware } from "./platform/site-hosts";
import { type SchoolTimeZones, schoolTimeZones } from "./school-time-zones";
import { cachedFrameOrigins, httpOrigin, securityHeaders } from "./security-headers";

/**
 * What the site's loaders work with: the staff operations' services (decision 0091) and the public
 * reads, the same the API's routes answer with (decision 0088).
 */
export type SiteDeps = StaffDeps & { operations: SiteOperations; subscriptions: SubscriptionDeps };

/** Mounts the site (static assets and the server renderer) after the API; `deps` serve its loaders. */
export type MountSite = (app: Hono<AppEnv>, deps: SiteDeps) => void;

export type AppOptions = {
  config: Config;
  db: Db;
  logger: Logger;
  /** Absent in API-only tests. */
  mountSite?: MountSite;
  /** Replaces the clock for "today" rules and editing in tests. */
  now?: () => Date;
  /** With TEST_CLOCK=on: the clock POST /api/test/clock sets. */
  clock?: Clock;
  /** Keeps GET API answers until the content changes (server/api-cache.ts); absent in most tests. */
  apiCache?: ApiCache;
  /** Keeps the public reads' answers for the site's loaders and the API (decision 0088); absent in most tests. */
  answerCache?: AnswerCache;
  /** Fetches YouTube thumbnails (default: the global fetch); tests pass their own and stay offline. */
  fetchYoutube?: ThumbnailFetch;
  /** Staff sign-in (server/auth/auth.ts); made from the config when absent. */
  auth?: Auth;
  /** Sends one-time links; made from SMTP_URL when absent (none without it). */
  mailer?: Mailer;
  /** Which school each host shows (default: read from the database); shared with the node listener. */
  hosts?: SiteHosts;
  /** The stored files (content/storage/file-store.ts); made from DATA_DIR when absent. */
  files?: FileStore;
  /** What /readyz checks (server/health.ts); made from `db` and `files` when absent. */
  readiness?: Readiness;
  /** Each school's time zone (decision 0085); made from `db` and TZ_SCHOOL when absent, shared with the site and caches. */
  timeZones?: SchoolTimeZones;
  /** Parents' alerts' mail (decision 0089): made from SMTP_URL when absent; null for none. */
  alertTransport?: AlertTransport | null;
  /** Signs the alerts' manage links; the auth secret when absent. */
  alertSecret?: string;
};

export function createApp(options: AppOptions): Hono<AppEnv> {
  const { config, db, logger, mountSite, now, apiCache, answerCache, fetchYoutube } = options;
  const app = new Hono<AppEnv>();
  const files = options.files ?? openFileStore(config);
  const timeZones = options.timeZones ?? schoolTimeZones(db, config.timeZone);
  const deps: ApiDeps = { config, db, logger, files, timeZoneOf: (schoolCode) => timeZones.of(schoolCode) };
  const auth = options.auth ?? createAuth({ config, db, logger, secret: authSecret(config) });
  const mailer = options.mailer ?? createMailer(config.smtpUrl, config.mailFrom);
  const alertTransport =
    options.alertTransport === null ? undefined : (options.alertTransport ?? createAlertTransport(config.smtpUrl));

  // Before everything: a load balancer probes by IP or an internal name, and wants no cache nor log line.
  app.route("/", createHealthRoutes(options.readiness ?? new Readiness({ db, files, logger })));
  // First: a host that shows no school is answered 404 before anything else, cache hits included.
  app.use(siteHostMiddleware(options.hosts ?? new SiteHosts(db, config)));
  // Next: a hit skips everything below, and a fresh answer is kept as the other middleware left it.
  if (apiCache) app.use(apiCache.middleware());
  app.use(requestId());
  // One line per request. No child logger per request (its bindings are serialised each time):
  // the request id goes into the line itself, and into the error line of onError.
  app.use(async (c, next) => {
    const started = performance.now();
    c.set("logger", logger);
    await next();
    if (!logger.isLevelEnabled("info")) return;
    logger.info(
      {
        reqId: c.get("requestId"),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      "request",
    );
  });
  app.use(
    securityHeaders({
      config,
      // The site's pages frame the school's map: its origin goes into the pages' frame-src.
      frameOrigins: cachedFrameOrigins(async (schoolCode) => {
        const school = await findSchool(db, schoolCode);
        const origin = httpOrigin(school?.profile.mapEmbedUrl);
        return origin ? [origin] : [];
      }),
    }),
  );
  // Every request's body is bounded before it is read; upload routes set their own (server/body-limits.ts).
  app.use(bodyLimits());

  // Staff pages and answers: private, and changed only from this site's own pages. Told by the path in
  // any case, as React Router matches /Admin/people and /admin.data too; server/site.ts also asks the route.
  app.use("*", staffOnly(privateAnswers(), sameOriginOnly(config)));
  mountAuth(app, auth, config);

  const api: ApiApp = new Hono<AppEnv>();
  const retryAfterMs = 10 * 60 * 1000;
  const youtube = createYoutubeThumbnails({
    files,
    fetch: fetchYoutube ?? ((url, init) => fetch(url, init)),
    retryAfterMs,
    onFailure: (videoId, reason) =>
      logger.warn({ videoId, reason }, "YouTube thumbnail not fetched; placeholder served"),
  });
  api.route(
    "/image",
    createFileRoutes({
      files,
      youtube,
      youtubePlaceholderMaxAge: retryAfterMs / 1000,
    }),
  );
  api.use(
    "/tc/*",
    routeBodyLimit(4 * 1024, (c) => jsonError(c, 413, "payload_too_large", "The request body is larger than 4 KB.")),
  );
  // The public reads (server/operations/): the site's loaders call them in the process, the spec's routes adapt them.
  const operations = createSiteOperations({ db, files, timeZoneOf: deps.timeZoneOf, now, cache: answerCache });
  registerListRoutes(api, operations.content);
  registerAlbum(api, operations.content);
  registerPhotoWords(api, operations.photoWords);
  registerTransferCertificates(api, deps, operations.certificates);
  registerSchool(api, operations.content);
  registerDisclosure(api, operations.content);
  registerPages(api, operations.content);
  // The staff operations' services (server/operations/staff-*.ts): the admin pages call them in the process,
  // the admin API's routes adapt them; one queue of large saves for both (decision 0078).
  const staffDeps: StaffDeps = { ...deps, auth, mailer, alertTransport, now, heavySaves: new HeavySaves() };
  registerAdmin(api, staffDeps);
  let alertSecret = options.alertSecret;
  const subscriptions: SubscriptionDeps = {
    db,
    config,
    // Read when a link is made or checked, not at start: a test's app with no DATA_DIR never writes one.
    get secret() {
      alertSecret ??= authSecret(config);
      return alertSecret;
    },
    transport: alertTransport,
    now: now ?? (() => new Date()),
    clientLimiter: new FailureLimiter(db, { maxFailures: 10, windowMs: 15 * 60 * 1000 }),
    logger,
  };
  registerAlerts(api, subscriptions, config.trustProxy);
  api.route("/account", createAccountLinks({ ...deps, auth, mailer }));
  registerSearch(api, operations.content);
  if (options.clock && config.testClock) registerTestClock(api, options.clock, { db, files });
  api.all("*", (c) => jsonError(c, 404, "not_found", "No API endpoint has that method and path."));
  app.route("/api", api);
  // Before the site: /calendar.ics, /news.xml, /sitemap.xml and the rest are not pages.
  app.route("/", createFeedRoutes({ db, config, timeZoneOf: deps.timeZoneOf }));

  mountSite?.(app, { ...staffDeps, operations, subscriptions });
  app.notFound((c) => jsonError(c, 404, "not_found", "Nothing is served at this path."));
  app.onError((error, c) => {
    logger.error({ err: error, reqId: c.get("requestId") }, "unhandled error");
    return c.json(errorBody("internal_error", "Something went wrong on our side. Please try again later."), 500);
  });
  return app;
}
