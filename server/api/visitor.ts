import type { Context } from "hono";
import type { Config } from "#domain/config";
import type { Visitor } from "#server/operations/staff-deps";
import { addressBehindProxies, clientAddress } from "./client-address";
import type { AppEnv } from "./deps";

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/** Where an admin API request came from, for the staff operations (server/operations/staff-deps.ts). */
export function visitorOf<E extends AppEnv>(c: Context<E>, config: Config): Visitor {
  return {
    address: clientAddress(c, config.trustProxy),
    siteSchool: c.get("schoolCode") ?? config.schoolCode,
    baseUrl: new URL(c.req.url).origin,
    headers: c.req.raw.headers,
  };
}

/**
 * Where a page's request came from (server/site.ts): `env` is the connection's node bindings, so the
 * address is the one the API would have worked out for the same request.
 */
export function pageVisitorOf(request: Request, env: unknown, config: Config, siteSchool: string): Visitor {
  const socket = (env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  return {
    address: addressBehindProxies(request.headers.get("x-forwarded-for") ?? undefined, socket, config.trustProxy),
    siteSchool,
    baseUrl: new URL(request.url).origin,
    headers: request.headers,
  };
}
