import { createElement, Suspense, use } from "react";
import {
  createRequestHandler,
  Outlet,
  RouterContextProvider,
  redirect,
  type ServerBuild,
  useLoaderData,
} from "react-router";
import { describe, expect, it } from "vitest";
import handleRequest, { renderPublicDocument } from "#app/entry.server.tsx";
import { useHoistedStyleNonce } from "#app/lib/nonce.tsx";
import { siteContext } from "#app/load-context.ts";
import { type PublicDocument, publicDocumentRenderer } from "#server/public-document";
import type { SiteContext } from "#server/site-context";

/**
 * The public pages' own document path (decision 0111) against React Router's request handler, on
 * a small build of the same shape as the site's: the same page for the usual case, and no answer
 * (so the server asks the handler) for everything it leaves to React Router.
 */

type Module = ServerBuild["routes"][string] extends infer R ? (R extends { module: infer M } ? M : never) : never;

function Root() {
  const { school } = useLoaderData() as { school: string };
  return createElement(
    "html",
    { lang: "en" },
    createElement("head", null, createElement("title", null, school)),
    createElement("body", null, createElement("main", null, createElement(Outlet))),
  );
}

function Page() {
  const { words } = useLoaderData() as { words: string };
  return createElement("p", null, `${words} é दस`);
}

const pages: Record<string, Module> = {
  root: { default: Root, loader: async () => ({ school: "Demo School" }) } as Module,
  "routes/page": { default: Page, loader: async ({ request }) => ({ words: new URL(request.url).search }) } as Module,
  "routes/missing": {
    default: Page,
    loader: async () => {
      throw new Response("Not Found", { status: 404 });
    },
  } as Module,
  "routes/moved": { default: Page, loader: async () => redirect("/page") } as Module,
  "routes/own-headers": {
    default: Page,
    loader: async () => ({ words: "x" }),
    headers: () => ({ "Cache-Control": "no-store" }),
  } as Module,
  "routes/guarded": {
    default: Page,
    loader: async () => ({ words: "x" }),
    middleware: [async (_args: unknown, next: () => Promise<unknown>) => next()],
  } as unknown as Module,
  "routes/broken": {
    default: () => {
      throw new Error("the component failed");
    },
    loader: async () => ({}),
  } as Module,
  "routes/file": { loader: async () => new Response("a,b\n") } as unknown as Module,
  // As the carousels do: a style React hoists into the head, which the page's CSP allows only with its nonce.
  "routes/styled": { default: Styled, loader: async () => ({}) } as Module,
  "routes/suspends": { default: Suspends, loader: async () => ({}) } as Module,
};

function Styled() {
  const nonce = useHoistedStyleNonce();
  return createElement(
    "section",
    { id: "strip" },
    createElement("style", { href: "strip", precedence: "carousel", nonce }, "#strip{--count:3}"),
    createElement("p", null, '<style data-precedence="x"> as text'),
  );
}

function Later() {
  use(new Promise((resolve) => setTimeout(resolve, 5)));
  return createElement("p", null, "later");
}

function Suspends() {
  return createElement(Suspense, { fallback: createElement("p", null, "loading") }, createElement(Later));
}

const build: ServerBuild = {
  entry: { module: { default: handleRequest } },
  routes: Object.fromEntries(
    Object.entries(pages).map(([id, module]) => [
      id,
      {
        id,
        parentId: id === "root" ? undefined : "root",
        path: id === "root" ? "" : id.slice("routes/".length),
        module,
      },
    ]),
  ),
  assets: {
    entry: { module: "/entry.js", imports: [] },
    url: "/manifest.js",
    version: "1",
    routes: Object.fromEntries(
      Object.keys(pages).map((id) => [
        id,
        {
          id,
          parentId: id === "root" ? undefined : "root",
          path: id === "root" ? "" : id.slice("routes/".length),
          hasAction: false,
          hasLoader: true,
          hasClientAction: false,
          hasClientLoader: false,
          hasClientMiddleware: false,
          hasErrorBoundary: false,
          module: `/${id}.js`,
          imports: [],
        },
      ]),
    ),
  } as unknown as ServerBuild["assets"],
  basename: "/",
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {} as ServerBuild["future"],
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
};

function loadContext(nonce?: string): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(siteContext, { schoolCode: "demo", islands: {}, nonce } as unknown as SiteContext);
  return context;
}

const renderPublic = publicDocumentRenderer(build, renderPublicDocument);
const at = (path: string, init?: RequestInit) => new Request(`http://school.example${path}`, init);
const text = (document: PublicDocument | Response | undefined) =>
  document instanceof Response ? undefined : document?.html.toString("utf8");

describe("a public page's own document path", () => {
  it("renders the page React Router's handler renders, byte for byte, without its hydration data", async () => {
    const ours = await renderPublic(at("/page?year=2026"), loadContext());
    const theirs = await createRequestHandler(build, "production")(at("/page?year=2026"), loadContext());
    expect(ours?.status).toBe(200);
    expect(ours?.headers.get("Content-Type")).toBe("text/html");
    expect(text(ours)).toBe(await theirs.text());
    expect(text(ours)).toContain("<title>Demo School</title>");
    expect(text(ours)).toContain("<p>?year=2026 é दस</p>");
    expect(text(ours)).not.toContain("__reactRouterContext");
  });

  it("renders a page larger than its reused buffer's bound, and a small one after it, as the handler does", async () => {
    // The query, percent-encoded, is 360,000 characters: over a megabyte at three bytes a character, so it is
    // encoded in a buffer of its own (app/entry.server.tsx).
    for (const path of [`/page?long=${"दस".repeat(20_000)}`, "/page?year=2026"]) {
      const ours = await renderPublic(at(path), loadContext());
      const theirs = await createRequestHandler(build, "production")(at(path), loadContext());
      expect(text(ours)).toBe(await theirs.text());
    }
  });

  it("lets the server change the head, and only the head, before the page is encoded", async () => {
    const withStyles = publicDocumentRenderer(build, renderPublicDocument, (head) => `${head}<style>p{}</style>`);
    const page = text(await withStyles(at("/page"), loadContext())) ?? "";
    expect(page).toContain("<style>p{}</style></head>");
    expect(page.split("<style>p{}</style>")).toHaveLength(2);
    expect(page).toContain("<p> é दस</p>");
  });

  it("matches the path in any case, as React Router does", async () => {
    expect(text(await renderPublic(at("/PAGE"), loadContext()))).toContain("<p> é दस</p>");
  });

  it.each([
    // The site's catch-all route (routes/not-found.tsx) is such a page: every address it has no page at.
    ["a page whose loader throws a Response (404)", "/missing"],
  ])(
    "renders %s as React Router's handler does, with its status, so the server need not ask it",
    async (_what, path) => {
      const ours = await renderPublic(at(path), loadContext());
      const theirs = await createRequestHandler(build, "production")(at(path), loadContext());
      expect(theirs.status).toBe(404);
      expect(ours instanceof Response ? ours.status : ours?.status).toBe(404);
      expect(text(ours)).toBe(await theirs.text());
      expect(text(ours)).toContain("404");
    },
  );

  it("answers a loader's redirect as React Router's handler does", async () => {
    const ours = await renderPublic(at("/moved"), loadContext());
    const theirs = await createRequestHandler(build, "production")(at("/moved"), loadContext());
    expect(ours).toBeInstanceOf(Response);
    const redirect = ours as Response;
    expect([redirect.status, redirect.headers.get("Location")]).toEqual([302, "/page"]);
    expect([theirs.status, theirs.headers.get("Location")]).toEqual([302, "/page"]);
  });

  it.each([
    ["a route with its own headers", "/own-headers"],
    ["a route with middleware, which only the handler runs", "/guarded"],
    ["a route with no component (a file)", "/file"],
    ["a data request", "/page.data"],
    // Without a catch-all route the router's own 404 wraps an Error, which the handler logs.
    ["no route at all", "/nowhere"],
  ])("leaves %s to React Router's handler", async (_what, path) => {
    expect(await renderPublic(at(path), loadContext())).toBeUndefined();
  });

  it("leaves anything but GET to React Router's handler", async () => {
    expect(await renderPublic(at("/page", { method: "POST", body: "a=1" }), loadContext())).toBeUndefined();
    expect(await renderPublic(at("/page", { method: "HEAD" }), loadContext())).toBeUndefined();
  });

  it("gives React's hoisted styles in the head the page's nonce, as the stream renderer does, and nothing else", async () => {
    const ours = text(await renderPublic(at("/styled"), loadContext("n0nce")));
    const theirs = await createRequestHandler(build, "production")(at("/styled"), loadContext("n0nce"));
    expect(ours).toBe(await theirs.text());
    expect(ours).toMatch(/^<!DOCTYPE html><html lang="en"><head>/);
    expect(ours).toContain(
      '<style nonce="n0nce" data-precedence="carousel" data-href="strip">#strip{--count:3}</style>',
    );
    expect(ours).toContain("<p>&lt;style data-precedence=&quot;x&quot;&gt; as text</p>");
  });

  it("fails when a component suspends, so the server asks the handler, whose stream waits for it", async () => {
    await expect(renderPublic(at("/suspends"), loadContext())).rejects.toThrow("suspended");
  });

  it("fails when the page fails to render, so the server asks the handler, which shows the error page", async () => {
    await expect(renderPublic(at("/broken"), loadContext())).rejects.toThrow("the component failed");
  });
});
