/**
 * The baselines of `npm run bench:server`, in one child process that
 * bench/server.ts pins to the server's core. Prints one JSON line with the ports.
 *
 * - hello: a plain node:http hello-world.
 * - file: a plain node:http stream of one file (FILE_PATH, FILE_TYPE), the bytes of the
 *   image variant the real server answers.
 * - render: the SSR baseline. It loads the built server bundle (build/server/index.js)
 *   and runs React Router's own request handler for "/" ONCE, its loaders reading the running
 *   production server's database (DATA_DIR) through the site's operations, with an entry that keeps the EntryContext
 *   (route modules, manifest, loader data) instead of rendering. Every request then
 *   answers `<ServerRouter context={thatContext} url="/" />` rendered: the same
 *   Home tree (root Layout, header, footer, Home) with the same data, with no loaders,
 *   no API calls, no HTTP framework and no middleware, and (since issue 24) without the hydration
 *   data, which a public page no longer carries. It uses renderToPipeableStream and answers once
 *   everything is ready: the baseline issue 24's target was set against.
 * - renderString: the same tree and data through React's string renderer, which the server has used for a
 *   public page since decision 0113 (nothing on a public page suspends). The same HTML, in less time.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createElement } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import {
  createRequestHandler,
  type EntryContext,
  RouterContextProvider,
  type ServerBuild,
  ServerRouter,
} from "react-router";
import { openFileStore } from "#content/storage/open-file-store";
import { openConfiguredDatabase } from "#database/connection";
import { loadConfig } from "#domain/config";
import type { ParentAlerts } from "#server/operations/parent-alerts";
import { createSiteOperations, siteContent } from "#server/operations/site-content";
import { siteContextKey } from "#server/site";
import { projectRoot } from "./prod-server";

const siteUrl = process.env.SITE_URL ?? "";
const filePath = process.env.FILE_PATH ?? "";
const fileType = process.env.FILE_TYPE ?? "application/octet-stream";

async function listen(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

const hello = http.createServer((_request, response) => {
  response.writeHead(200, { "content-type": "text/plain" });
  response.end("hello world");
});

const fileSize = fs.statSync(filePath).size;
const file = http.createServer((_request, response) => {
  response.writeHead(200, { "content-type": fileType, "content-length": fileSize });
  fs.createReadStream(filePath).pipe(response);
});

const build = (await import(pathToFileURL(path.join(projectRoot, "build", "server", "index.js")).href)) as ServerBuild;
let captured: EntryContext | undefined;
const capturing: ServerBuild = {
  ...build,
  entry: {
    module: {
      ...build.entry.module,
      default: (_request: Request, status: number, headers: Headers, context: EntryContext) => {
        captured = context;
        return new Response(null, { status, headers });
      },
    },
  },
};
// The loaders read the running server's database through the same operations (decision 0088).
const config = loadConfig({ DATA_DIR: process.env.DATA_DIR, LOG_LEVEL: "silent" });
const operations = createSiteOperations({
  db: openConfiguredDatabase(config),
  files: openFileStore(config),
  // The demo school names no zone of its own: the platform's (TZ_SCHOOL) is its.
  timeZoneOf: async () => config.timeZone,
});
const loadContext = new RouterContextProvider();
loadContext.set(siteContextKey(build), {
  content: siteContent(operations, { school: "demo", client: "127.0.0.1" }),
  // Public pages read no alerts but /Subscribe's own, which the bench does not post to.
  alerts: {} as ParentAlerts,
  // Public pages only: no one is signed in, and nothing here signs in.
  staff: async () => undefined,
  account: () => {
    throw new Error("the bench renders public pages, which never sign in");
  },
  schoolCode: "demo",
  timeZone: "Asia/Kolkata",
  publicUrl: siteUrl,
});
const once = await createRequestHandler(capturing, "production")(new Request(`${siteUrl}/`), loadContext);
if (once.status !== 200 || !captured) throw new Error(`the Home route did not render once (status ${once.status})`);
const base = captured;
const render = http.createServer((_request, response) => {
  // No hydration data: a public page has none since issue 24 (decision 0093), and this is the Home page's tree.
  const context: EntryContext = { ...base, serverHandoffStream: undefined };
  // As the server does for every public page: the whole document once everything is ready.
  const { pipe } = renderToPipeableStream(createElement(ServerRouter, { context, url: `${siteUrl}/` }), {
    onAllReady() {
      // React writes the doctype itself, before <html>.
      response.writeHead(200, { "content-type": "text/html" });
      pipe(response);
    },
    onShellError(error) {
      process.stderr.write(`bare render failed: ${(error as Error).stack}\n`);
      response.writeHead(500);
      response.end();
    },
  });
});

const renderString = http.createServer((_request, response) => {
  const context: EntryContext = { ...base, serverHandoffStream: undefined };
  // The string renderer writes no doctype; the server adds it as here (app/entry.server.tsx).
  const html = Buffer.from(
    `<!DOCTYPE html>${renderToString(createElement(ServerRouter, { context, url: `${siteUrl}/` }))}`,
  );
  response.writeHead(200, { "content-type": "text/html", "content-length": html.byteLength });
  response.end(html);
});

console.log(
  JSON.stringify({
    hello: await listen(hello),
    file: await listen(file),
    render: await listen(render),
    renderString: await listen(renderString),
  }),
);
