import type { Hono } from "hono";
import type { Logger } from "pino";
import type { Db } from "#database/connection";
import type { Config } from "#domain/config";

export type ApiDeps = { db: Db; config: Config; logger: Logger };

export type AppEnv = {
  Variables: { requestId: string; logger: Logger; cspNonce: string };
};

export type ApiApp = Hono<AppEnv>;
