import type { Hono } from "hono";
import type { Logger } from "pino";
import type { FileStore } from "#content/storage/file-store";
import type { Db } from "#database/connection";
import type { Config } from "#domain/config";

/**
 * `files`: the stored files (content/storage/file-store.ts), one store made at start-up.
 * `timeZoneOf`: a school's time zone, its profile's or TZ_SCHOOL (server/school-time-zones.ts, decision 0085).
 */
export type ApiDeps = {
  db: Db;
  config: Config;
  logger: Logger;
  files: FileStore;
  timeZoneOf: (schoolCode: string) => Promise<string>;
};

export type AppEnv = {
  /** `schoolCode`: the school the request's host shows (server/platform/site-hosts.ts). */
  Variables: { requestId: string; logger: Logger; cspNonce: string; schoolCode: string };
};

export type ApiApp = Hono<AppEnv>;
