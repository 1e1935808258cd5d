import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { SiteContext } from "../app/load-context";
import type { AppEnv } from "./api/deps";
import type { MountSite } from "./app";
import type { Config } from "./config";
import { deferHydration, etagMatches, pageEtag } from "./page-html";

export const projectRoot = path.resolve(import.meta.dirname, "..");
const buildDir = path.join(projectRoot, "build");
const serverBuildFile = path.join(buildDir, "server", "index.js");
const clientDir = path.join(buildDir, "client");

/**
 * `env` carries the visitor's connection into the in-process API call, so the
 * API sees the real client address (the transfer-certificate rate limit counts by it).
 */
function siteContext(app: Hono<AppEnv>, config: Config, env: unknown, nonce: string | undefined): SiteContext {
  return {
    api: async (apiPath, init) => app.request(apiPath, init, env),
    schoolCode: config.schoolCode,
    timeZone: config.timeZone,
    nonce,
  };
}

/** `npm start` on a fresh checkout has no build yet: make one rather than fail. */
export function ensureSiteBuild(log: (message: string) => void): void {
  if (fs.existsSync(serverBuildFile)) return;
  log("No site build found; building it once (about a minute)…");
  const cli = path.join(projectRoot, "node_modules", "@react-router", "dev", "bin.js");
  const result = spawnSync(process.execPath, [cli, "build"], { cwd: projectRoot, stdio: "inherit" });
  if (result.status !== 0 || !fs.existsSync(serverBuildFile)) {
    throw new Error("The site build failed; run `npm run build` to see why.");
  }
}

export async function productionSite(config: Config): Promise<MountSite> {
  const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
  const handler = createRequestHandler(build, "production");
  return (app) => {
    // Hashed file names: a changed file is a new URL, so browsers may keep these for a year.
    app.use("/assets/*", async (c, next) => {
      await next();
      if (c.res.status === 200) c.res.headers.set("Cache-Control", "public, max-age=31536000, immutable");
    });
    app.use("*", serveStatic({ root: clientDir, precompressed: true }));
    // Pages are gzip-compressed on the fly; static files above are precompressed at build (vite-precompress.ts).
    app.use("*", compress());
    app.all("*", async (c) => {
      const nonce = c.get("cspNonce");
      const response = await handler(c.req.raw, siteContext(app, config, c.env, nonce));
      return finishPage(c.req.raw, response, nonce);
    });
  };
}

/** How long a browser may show a page without asking again; after that, the ETag makes asking cheap. */
export const pageCacheControl = "public, max-age=60";

/**
 * A rendered page's last steps (server/page-html.ts, docs/decisions/0031-page-delivery.md):
 * its JavaScript waits until its content has painted, and a GET answer gets a short
 * freshness and an ETag, so a revisit costs a 304. The 304 carries no CSP
 * (server/security-headers.ts): the browser keeps the cached page with the policy that came with it.
 */
export async function finishPage(request: Request, response: Response, nonce: string | undefined): Promise<Response> {
  const isHtml = response.headers.get("Content-Type")?.startsWith("text/html") ?? false;
  if (!isHtml) return response;
  const headers = new Headers(response.headers);
  const cacheable = request.method === "GET" && response.status === 200 && !headers.has("Cache-Control");
  if (!response.body) {
    if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-cache");
    return new Response(null, { status: response.status, statusText: response.statusText, headers });
  }
  const html = deferHydration(await response.text());
  if (cacheable) {
    const etag = pageEtag(html, nonce);
    headers.set("ETag", etag);
    headers.set("Cache-Control", pageCacheControl);
    if (etagMatches(request.headers.get("If-None-Match"), etag)) {
      return new Response(null, { status: 304, headers: { ETag: etag, "Cache-Control": pageCacheControl } });
    }
  } else if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-cache");
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}

/** Development: Vite serves modules with hot reload, the same Hono app serves everything else. */
export async function developmentSite(config: Config): Promise<MountSite> {
  const { createServer } = await import("vite");
  const { RESPONSE_ALREADY_SENT } = await import("@hono/node-server/utils/response");
  const vite = await createServer({ root: projectRoot, server: { middlewareMode: true }, appType: "custom" });
  return (app) => {
    app.use("*", async (c, next) => {
      const { incoming, outgoing } = c.env as { incoming: never; outgoing: { writableEnded: boolean } };
      const handled = await new Promise<boolean>((resolve) => {
        vite.middlewares(incoming, outgoing as never, () => resolve(false));
        (outgoing as unknown as NodeJS.EventEmitter).once("finish", () => resolve(true));
      });
      if (handled || outgoing.writableEnded) return RESPONSE_ALREADY_SENT;
      await next();
    });
    app.all("*", async (c) => {
      const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
      return createRequestHandler(build, "development")(c.req.raw, siteContext(app, config, c.env, c.get("cspNonce")));
    });
  };
}
