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
    // Pages: gzip on the fly (static files above are precompressed at build, vite-precompress.ts),
    // and revalidated on every visit. No ETag: each page carries a fresh CSP nonce, and a 304
    // would pair the cached HTML (old nonce) with the new policy, blocking its scripts (docs/performance.md).
    app.use("*", compress());
    app.use("*", async (c, next) => {
      await next();
      if (c.res.headers.get("Content-Type")?.startsWith("text/html") && !c.res.headers.has("Cache-Control")) {
        c.res.headers.set("Cache-Control", "no-cache");
      }
    });
    app.all("*", (c) => handler(c.req.raw, siteContext(app, config, c.env, c.get("cspNonce"))));
  };
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
