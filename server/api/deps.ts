import type { Hono } from "hono";
import type { Logger } from "pino";
import type { FileStore } from "#content/storage/file-store";
import type { Db } from "#database/connection";
import type { Config } from "#domain/config";

/** `files`: the stored files (content/storage/file-store.ts), one store made at start-up. */
export type ApiDeps = { db: Db; config: Config; logger: Logger; files: FileStore };

export type AppEnv = {
  /** `schoolCode`: the school the request's host shows (server/platform/site-hosts.ts). */
  Variables: { requestId: string; logger: Logger; cspNonce: string; schoolCode: string };
};

export type ApiApp = Hono<AppEnv>;
