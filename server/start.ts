import path from "node:path";
import { type ServerType, serve } from "@hono/node-server";
import pino, { type DestinationStream, type Logger } from "pino";
import { importBundle } from "#content/bundle-import";
import type { FileStore } from "#content/storage/file-store";
import { openFileStore } from "#content/storage/open-file-store";
import { type Db, describeDatabase, migrateToLatest, openConfiguredDatabase } from "#database/connection";
import { listSchoolCodes } from "#database/queries/platform";
import { ensureSearchIndexes } from "#database/queries/search";
import type { Config } from "#domain/config";
import { AlertSender, startAlertSender } from "./alerts/alert-sender";
import { createAlertTransport } from "./alerts/alert-transport";
import { ApiCache, schoolDayReader } from "./api-cache";
import { createApp, type MountSite } from "./app";
import { authSecret } from "./auth/secret";
import { writeCacheStatsOnSignal } from "./cache-stats";
import { Clock } from "./clock";
import { startScheduler } from "./editing/scheduler";
import { Readiness } from "./health";
import { idleMemoryFirstMs, idleMemoryMs, idleMemoryReducer, reducingCollection } from "./idle-memory";
import { linkCheckDefaults, startLinkChecks } from "./jobs/link-check";
import { createLogger } from "./logger";
import { createServerWithCache } from "./node-listener";
import { AnswerCache } from "./operations/answer-cache";
import { PageCache } from "./page-cache";
import { SiteHosts } from "./platform/site-hosts";
import { schoolTimeZones } from "./school-time-zones";
import { developmentSite, ensureSiteBuild, productionSite, projectRoot } from "./site";

export const demoBundleDir = path.join(projectRoot, "content", "demo");

export type RunningServer = { server: ServerType; db: Db; logger: Logger; close: () => Promise<void> };

/** A database with no school at all is a first start: give it the demo school to show. */
async function loadDemoIntoEmptyDatabase(db: Db, files: FileStore, logger: Logger): Promise<void> {
  if ((await listSchoolCodes(db)).length > 0) return;
  const started = performance.now();
  logger.info({ bundle: demoBundleDir }, "loading the demo school into the empty database");
  let result: Awaited<ReturnType<typeof importBundle>>;
  try {
    result = await importBundle({
      db,
      files,
      dir: demoBundleDir,
      schoolCode: "demo",
      onProgress: (message) => logger.info({ progress: message }, "demo import"),
    });
  } catch (error) {
    // Two instances started together on one empty PostgreSQL database: the other one loaded it first.
    if ((await listSchoolCodes(db)).length > 0) {
      logger.info("another instance loaded the demo school first");
      return;
    }
    throw error;
  }
  if (!result.ok) throw new Error(`The demo bundle is invalid:\n${result.problems.join("\n")}`);
  logger.info({ ms: Math.round(performance.now() - started) }, "demo school loaded");
}

async function migrate(db: Db, database: string, logger: Logger): Promise<void> {
  logger.info({ database }, "migrating the database");
  const applied = await migrateToLatest(db);
  if (applied.length > 0) logger.info({ migrations: applied }, `database migrated: ${applied.length} applied`);
  else logger.info("database already up to date");
}

/**
 * Writes out the lines pino still holds. Its stdout stream writes in the background, and the site build
 * blocks the process while it prints to the same stdout: without this, "building the site" (and the lines
 * before it) would come out after the build's own output.
 */
function flushLog(logger: Logger): void {
  const stream = (logger as unknown as Record<symbol, { flushSync?: () => void } | undefined>)[pino.symbols.streamSym];
  try {
    stream?.flushSync?.();
  } catch {
    // A stream that cannot flush yet has nothing of ours in the way.
  }
}

/** Builds the site when there is no build (a fresh clone's first start), saying so before and after. */
function buildSiteIfMissing(logger: Logger): void {
  const started = performance.now();
  let built = false;
  ensureSiteBuild((message) => {
    built = true;
    logger.info(message);
    flushLog(logger);
  });
  if (built) logger.info({ ms: Math.round(performance.now() - started) }, "site built");
}

/** The address to print: the wildcard addresses are reachable as localhost, IPv6 literals need brackets. */
export function listenUrl(host: string, port: number): string {
  if (host === "0.0.0.0" || host === "::") return `http://localhost:${port}`;
  return host.includes(":") ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

function closeIdleConnections(server: ServerType): void {
  if ("closeIdleConnections" in server) server.closeIdleConnections();
}

export async function startServer(
  config: Config,
  options: { site?: boolean; logDestination?: DestinationStream } = {},
): Promise<RunningServer> {
  const logger = createLogger(config, options.logDestination);
  const db = openConfiguredDatabase(config);
  // The one store of stored files this process uses (decision 0072), handed to everything below.
  const files = openFileStore(config);
  await migrate(db, describeDatabase(config), logger);
  await loadDemoIntoEmptyDatabase(db, files, logger);
  const indexed = await ensureSearchIndexes(db);
  if (indexed.length > 0) logger.info({ schools: indexed }, "search index built");

  // The caches empty only the entries of the schools whose content moved (decision 0083).
  const contentVersion = () => db.contentVersion();
  const contentChangesSince = (from: string, to: string) => db.contentChangesSince(from, to);
  // Each school's zone (decision 0085), shared by the site, the API and the caches' keys.
  const timeZones = schoolTimeZones(db, config.timeZone);
  const timeZoneOf = (schoolCode: string) => timeZones.of(schoolCode);
  const schoolDay = schoolDayReader((schoolCode) => timeZones.known(schoolCode));
  let mountSite: MountSite | undefined;
  let pageCache: PageCache | undefined;
  if (options.site !== false) {
    if (config.nodeEnv === "development") {
      mountSite = await developmentSite(config, { timeZoneOf });
    } else {
      buildSiteIfMissing(logger);
      pageCache = new PageCache({
        contentVersion,
        contentChangesSince,
        schoolDay,
        perOrigin: config.publicUrl === undefined,
        maxBytes: config.pageCacheBytes,
      });
      mountSite = await productionSite(config, {
        pageCache,
        timeZoneOf,
      });
    }
  }
  const apiCache = new ApiCache({
    contentVersion,
    contentChangesSince,
    schoolDay,
    prepareSchoolDay: timeZoneOf,
    logger,
    maxBytes: config.apiCacheBytes,
  });
  // The public reads' answers, for the site's loaders and the API's routes (decision 0088).
  const answerCache = new AnswerCache({ contentVersion, contentChangesSince, maxBytes: config.apiCacheBytes });
  const stopCacheStats = writeCacheStatsOnSignal(config.cacheDir, {
    api: apiCache,
    pages: pageCache,
    answers: answerCache,
  });
  const hosts = new SiteHosts(db, config);
  const clock = new Clock();
  if (config.testClock)
    logger.warn("TEST_CLOCK is on: POST /api/test/clock moves this server's clock. Never on a real site.");
  // migrate() above ran every migration or threw: the instance starts current.
  const readiness = new Readiness({ db, files, logger, migrated: true });
  // Parents' alerts (decision 0089): one pooled transport for the API's mails and the sender's.
  const alertTransport = createAlertTransport(config.smtpUrl);
  const secret = authSecret(config);
  const app = createApp({
    config,
    db,
    logger,
    mountSite,
    apiCache,
    answerCache,
    hosts,
    now: clock.now,
    clock,
    files,
    readiness,
    timeZones,
    alertTransport: alertTransport ?? null,
    alertSecret: secret,
  });
  // The outbox is drained every 5 seconds; without SMTP_URL the round still makes digests and forgets old addresses.
  const stopAlertSender = startAlertSender(
    new AlertSender({ db, config, secret, transport: alertTransport, now: clock.now, timeZoneOf, logger }),
    5_000,
    (error) => logger.error({ err: error }, "sending alerts failed"),
  );
  // Scheduled publishes and ends (issue 13), and the trash's 30 days: checked every 30 seconds.
  const stopScheduler = startScheduler({ db, files, now: clock.now }, 30_000, (error) =>
    logger.error({ err: error }, "scheduled publishing failed"),
  );
  // The disclosure's external links (issue 25): checked once a day, a few at a time, with a time limit.
  const stopLinkChecks = startLinkChecks(
    { db, fetch: (url, init) => fetch(url, init), now: clock.now, ...linkCheckDefaults },
    linkCheckDefaults.everyMs,
    (error) => logger.error({ err: error }, "the daily link check failed"),
  );
  // What start-up grew, handed back once it is quiet, and what load grew after a long quiet spell (decision 0116).
  const collect = reducingCollection();
  const idleMemory = idleMemoryReducer(
    collect &&
      (() => {
        const [rssBefore, startedAt] = [process.memoryUsage.rss(), performance.now()];
        collect();
        const [rss, ms] = [process.memoryUsage.rss(), Math.round(performance.now() - startedAt)];
        logger.debug({ ms, rssBefore, rss }, "idle: memory handed back");
      }),
    { firstIdleMs: idleMemoryFirstMs, idleMs: idleMemoryMs },
  );
  const server = await new Promise<ServerType>((resolve) => {
    const options = {
      fetch: app.fetch,
      port: config.port,
      hostname: config.host,
      createServer: createServerWithCache(apiCache, hosts, idleMemory.activity),
    };
    const started = serve(options, (info) => {
      const url = listenUrl(config.host, info.port);
      logger.info({ url }, `listening on ${url}`);
      resolve(started);
    });
  });

  const close = async () => {
    // A probe on a connection still open meanwhile hears 503: the load balancer sends nothing new here.
    readiness.drain();
    idleMemory.stop();
    stopScheduler();
    stopLinkChecks();
    // A round in progress finishes its batch; a row it had not reached keeps its lease and is sent after the restart.
    await stopAlertSender();
    alertTransport?.close();
    stopCacheStats();
    // Stop taking connections, let in-flight requests finish, then close the database cleanly.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Node closes only the keep-alive connections idle at this moment. One still sending a
    // response goes idle later and would hold the process for keepAliveTimeout (5 s) after it,
    // long enough to hit the 10 s limit and exit without closing the database; close those too.
    const sweep = setInterval(() => closeIdleConnections(server), 50);
    try {
      await closed;
    } finally {
      clearInterval(sweep);
    }
    await db.destroy();
  };
  return { server, db, logger, close };
}
