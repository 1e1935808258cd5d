import type { Hono } from "hono";
import type { Config } from "#domain/config";
import { clientAddress } from "#server/api/client-address";
import type { AppEnv } from "#server/api/deps";
import { type Auth, clientAddressHeader, siteSchoolHeader } from "./auth";

/**
 * better-auth's endpoints at /api/auth/*: the browser's passkey ceremonies, sessions, and the
 * admin area's sign-in. The visitor's address is worked out here, by the rule the whole server
 * uses (TRUST_PROXY), and handed on in a header that nobody outside can set.
 */
export function mountAuth(app: Hono<AppEnv>, auth: Auth, config: Config): void {
  app.on(["GET", "POST"], "/api/auth/*", (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(clientAddressHeader, clientAddress(c, config.trustProxy));
    // The school whose site the request reached (by its host), for the log of a failed sign-in there.
    headers.set(siteSchoolHeader, c.get("schoolCode") ?? config.schoolCode);
    const init: RequestInit & { duplex?: "half" } = { method: c.req.method, headers };
    if (c.req.method === "POST") {
      init.body = c.req.raw.body;
      init.duplex = "half";
    }
    return auth.handler(new Request(c.req.raw.url, init));
  });
}
