import { Hono } from "hono";
import type { Logger } from "pino";
import type { FileStore } from "#content/storage/file-store";
import { type Db, pendingMigrations, pingDatabase } from "#database/connection";
import type { AppEnv } from "./api/deps";

/**
 * /healthz and /readyz for load balancers and orchestrators (issue 26, decision 0082).
 *
 * - /healthz: 200 "ok" while the process is up and its event loop turns; it looks at nothing else,
 *   so a database outage never gets every instance restarted at once.
 * - /readyz: 200 when the database answers, every migration this code ships has run, the file store
 *   can be reached and the server is not shutting down; 503 with the names of the failing checks
 *   otherwise, so a load balancer sends requests elsewhere.
 *
 * Mounted first in the app (server/app.ts): a probe comes by IP or an internal name, so no Host
 * check, no cache and no request log line apply to them.
 */

export const healthPaths: ReadonlySet<string> = new Set(["/healthz", "/readyz"]);

/** The checks /readyz names when they fail. */
export type ReadinessCheck = "database" | "migrations" | "files" | "shutting_down";

export type ReadinessResult = { ready: true } | { ready: false; failed: ReadinessCheck[] };

export type ReadinessOptions = {
  db: Db;
  files: FileStore;
  logger: Logger;
  /** How long a check may take before it counts as failed (default 2 s, under the usual probe timeouts). */
  timeoutMs?: number;
  /**
   * Start-up has just brought the database to the latest migration (server/start.ts): no need to ask the
   * migrator again, whose first call loads every migration module and, on a busy machine, can outlast the
   * timeout, so that a fresh instance would answer 503 "migrations" for nothing.
   */
  migrated?: boolean;
};

class TimeoutError extends Error {}

/** The promise, or a rejection after `ms`: a stalled pool or a hung network volume must not hold the answer. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export class Readiness {
  private readonly timeoutMs: number;
  /** Once every migration has run it stays so: migrations run only at start-up. */
  private migrationsCurrent = false;
  private draining = false;
  /** Probes arriving while a check runs share it. */
  private running: Promise<ReadinessResult> | undefined;
  /**
   * The database and file store calls still under way, kept until they settle even after their
   * timeout: a stalled pool or volume then holds one call of each kind, however many probes come.
   */
  private readonly pending = new Map<string, Promise<void>>();
  /** The last answer, to log a change of state once rather than every probe. */
  private lastReady: boolean | undefined;

  constructor(private readonly options: ReadinessOptions) {
    this.timeoutMs = options.timeoutMs ?? 2000;
    this.migrationsCurrent = options.migrated ?? false;
  }

  /** The server is shutting down (server/start.ts): /readyz answers 503 from now on. */
  drain(): void {
    this.draining = true;
  }

  check(): Promise<ReadinessResult> {
    this.running ??= this.runChecks().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** The call under way for `name`, or a new one; either way answered within the timeout. */
  private call(name: string, start: () => Promise<void>): Promise<void> {
    let call = this.pending.get(name);
    if (!call) {
      call = start().finally(() => this.pending.delete(name));
      this.pending.set(name, call);
    }
    return within(call, this.timeoutMs);
  }

  private async runChecks(): Promise<ReadinessResult> {
    const { db, files, logger } = this.options;
    const failed: ReadinessCheck[] = [];
    const errors: Partial<Record<ReadinessCheck, string>> = {};
    const note = (check: ReadinessCheck, error: unknown) => {
      failed.push(check);
      errors[check] = error instanceof Error ? error.message : String(error);
    };
    const [database, store] = await Promise.allSettled([
      this.call("database", () => pingDatabase(db)),
      this.call("files", () => files.check()),
    ]);
    if (database.status === "rejected") note("database", database.reason);
    else if (!this.migrationsCurrent) {
      try {
        const pending = await within(pendingMigrations(db), this.timeoutMs);
        if (pending.length === 0) this.migrationsCurrent = true;
        else note("migrations", new Error(`not run: ${pending.join(", ")}`));
      } catch (error) {
        note("migrations", error);
      }
    }
    if (store.status === "rejected") note("files", store.reason);
    if (this.draining) failed.push("shutting_down");

    const ready = failed.length === 0;
    // A change of state is worth a line; the probes themselves are not (they come every few seconds).
    if (!ready && this.lastReady !== false) logger.warn({ failed, errors }, "not ready");
    if (ready && this.lastReady === false) logger.info("ready again");
    this.lastReady = ready;
    return ready ? { ready: true } : { ready: false, failed };
  }
}

/** Never kept by a cache on the way, and never sniffed as anything else. */
const probeHeaders = { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" } as const;

/** The two routes, to be mounted before every middleware of the app. */
export function createHealthRoutes(readiness: Readiness): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get("/healthz", (c) => c.text("ok", 200, probeHeaders));
  routes.get("/readyz", async (c) => {
    const result = await readiness.check();
    return result.ready
      ? c.json({ status: "ready" }, 200, probeHeaders)
      : c.json({ status: "not_ready", failed: result.failed }, 503, probeHeaders);
  });
  return routes;
}
