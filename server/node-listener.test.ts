import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { Hono } from "hono";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { ApiCache } from "./api-cache";
import { createServerWithCache } from "./node-listener";

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("the node listener", () => {
  it("answers a cached API call at once and starts waiting pages one per event-loop turn, in order", async () => {
    const cache = new ApiCache({ contentVersion: () => "1", logger: pino({ level: "silent" }) });
    const app = new Hono();
    app.use(cache.middleware());
    app.get("/api/ping", (c) => c.json({ ok: true }));
    await app.request("/api/ping"); // kept by the cache

    const started: string[] = [];
    const listener: RequestListener = (request) => {
      started.push(request.url ?? "");
    };
    const server = createServerWithCache(cache)({}, listener);
    const request = (url: string) => ({ method: "GET", url, headers: {} }) as IncomingMessage;
    const answered: string[] = [];
    const response = (url: string) =>
      ({
        writeHead: () => {},
        end: () => {
          answered.push(url);
        },
      }) as unknown as ServerResponse;

    // A burst: eight pages, then an API call, all read in the same turn.
    for (let n = 0; n < 8; n += 1) server.emit("request", request(`/page/${n}`), response(`/page/${n}`));
    server.emit("request", request("/api/ping"), response("/api/ping"));
    server.emit("request", request("/api/other"), response("/api/other"));
    server.emit("request", request("/readyz"), response("/readyz"));

    expect(answered).toEqual(["/api/ping"]); // from the cache, before any page starts
    // A miss goes to Hono at once, not behind the pages; so does a load balancer's probe.
    expect(started).toEqual(["/api/other", "/readyz"]);
    await turn();
    expect(started).toEqual(["/api/other", "/readyz", "/page/0"]);
    for (let n = 0; n < 10; n += 1) await turn();
    expect(started).toEqual(["/api/other", "/readyz", ...Array.from({ length: 8 }, (_, n) => `/page/${n}`)]);
  });
});
