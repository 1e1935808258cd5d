import type { Hono } from "hono";
import type { Logger } from "pino";
import type { Db } from "#database/connection";
import type { Config } from "#domain/config";

export type ApiDeps = { db: Db; config: Config; logger: Logger };

export type AppEnv = {
  /** `schoolCode`: the school the request's host shows (server/platform/site-hosts.ts). */
  Variables: { requestId: string; logger: Logger; cspNonce: string; schoolCode: string };
};

export type ApiApp = Hono<AppEnv>;
