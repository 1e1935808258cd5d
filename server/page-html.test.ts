import { JSDOM } from "jsdom";
import { describe, expect, it, vi } from "vitest";
import { hydrationLoaderSource as loader } from "#app/hydration-loader.ts";
import { finishPage, pageAnswer, pageCacheControl } from "./page-answer";
import { deferHydration, etagMatches, splitPage } from "./page-html";

const nonce = "bm9uY2Utb2YtdGhpcy1wYWdl";

/** The shape React Router 7 and React 19 give a page: preloads hoisted into <head>, one module script in <body>. */
function renderedPage(body = "<main><h1>About</h1><img src=/a.avif alt=a></main>"): string {
  return [
    "<!DOCTYPE html><html lang=en><head>",
    `<link rel="modulepreload" href="/assets/manifest-1.js" nonce="${nonce}"/>`,
    `<link rel="modulepreload" href="/assets/entry.client-2.js" nonce="${nonce}"/>`,
    `<link nonce="${nonce}" rel="stylesheet" href="/assets/root-3.css"/>`,
    "</head><body>",
    body,
    `<script nonce="${nonce}">window.__reactRouterContext = {"basename":"/"};</script>`,
    `<script nonce="${nonce}" type="module" async="">import "/assets/manifest-1.js"; import * as route0 from "/assets/root-4.js";`,
    'window.__reactRouterRouteModules = {"root":route0}; import("/assets/entry.client-2.js");</script>',
    "</body></html>",
  ].join("");
}

describe("deferHydration", () => {
  it("takes the module preloads and the module script out of the HTML and keeps the stylesheet", () => {
    const html = deferHydration(renderedPage(), { loader, nonce });
    expect(html).not.toMatch(/<link[^>]*modulepreload/);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toContain('rel="stylesheet" href="/assets/root-3.css"');
    expect(html).toContain('window.__reactRouterContext = {"basename":"/"};');
    // One classic script with the page's nonce replaces the module script.
    expect(html.match(new RegExp(`<script nonce="${nonce}">`, "g"))).toHaveLength(2);
  });

  it("loads the preloads and the module once the page's eager images are done and a frame has painted", async () => {
    const dom = new JSDOM(deferHydration(renderedPage(), { loader, nonce }), {
      runScripts: "dangerously",
      pretendToBeVisual: true,
    });
    const { document } = dom.window;
    const moduleScripts = () => document.querySelectorAll('script[type="module"]');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The eager image has not loaded yet (jsdom loads no images): nothing is added.
    expect(moduleScripts()).toHaveLength(0);
    document.querySelector("img")?.dispatchEvent(new dom.window.Event("error"));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute("href"),
    );
    expect(preloads).toEqual(["/assets/manifest-1.js", "/assets/entry.client-2.js"]);
    expect(moduleScripts()).toHaveLength(1);
    expect(moduleScripts()[0]?.textContent).toContain('import("/assets/entry.client-2.js");');
    dom.window.close();
  });

  it("does not wait for lazy images, and waits at most waitMs in all", async () => {
    const lazyOnly = new JSDOM(
      deferHydration(renderedPage('<img loading="lazy" src="/b.avif" alt="">'), { loader, nonce }),
      {
        runScripts: "dangerously",
        pretendToBeVisual: true,
      },
    );
    const slow = new JSDOM(deferHydration(renderedPage(), { loader, nonce, waitMs: 30 }), {
      runScripts: "dangerously",
      pretendToBeVisual: true,
    });
    // Both hydrate without their images: the lazy one is not waited for, the slow one not past waitMs.
    // Polled rather than timed (a busy machine runs timers late); the time itself is bench's to measure.
    await vi.waitFor(
      () => {
        expect(lazyOnly.window.document.querySelectorAll('script[type="module"]')).toHaveLength(1);
        expect(slow.window.document.querySelectorAll('script[type="module"]')).toHaveLength(1);
      },
      { timeout: 2000, interval: 20 },
    );
    lazyOnly.window.close();
    slow.window.close();
  });

  it("escapes markup inside the module code, so it cannot open a comment or a script in the loader", () => {
    const page = renderedPage().replace('{"root":route0}', '{"root":route0,"x":"<!--<script>"}');
    const html = deferHydration(page, { loader, nonce });
    expect(html).not.toContain("<!--<script>");
    expect(html).toContain("\\u003c!--\\u003cscript>");
  });

  it("leaves a public page's inline islands and their chunks' preloads where they are (decision 0109)", () => {
    const page = [
      '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/islands/shared-1.js"/>',
      `<script type="module" nonce="${nonce}" data-island="/assets/islands/menu-2.js">import"/assets/islands/shared-1.js";</script>`,
      "</head><body><p>About</p></body></html>",
    ].join("");
    expect(deferHydration(page, { loader, nonce })).toBe(page);
  });

  it("returns a page without React Router's module script unchanged", () => {
    const page = "<!DOCTYPE html><html><body><p>Not found</p></body></html>";
    expect(deferHydration(page, { loader, nonce })).toBe(page);
  });
});

describe("page ETag", () => {
  it("splits a page at its placeholder, with the same tag for the same content and another for other content", () => {
    const page = (text: string) =>
      `<script nonce="PLACEHOLDER">1</script><p>${text}</p><style nonce="PLACEHOLDER"></style>`;
    const split = splitPage(Buffer.from(page("x")), "PLACEHOLDER");
    expect(split.parts.map(String).join("fresh-nonce")).toBe(page("x").replaceAll("PLACEHOLDER", "fresh-nonce"));
    expect(split.etag).toBe(splitPage(Buffer.from(page("x")), "PLACEHOLDER").etag);
    expect(split.etag).not.toBe(splitPage(Buffer.from(page("y")), "PLACEHOLDER").etag);
    // The parts' length and CRC-32: a page that changes length, or keeps it, gets another tag.
    expect(split.etag).toMatch(/^W\/"[0-9a-z]+-[0-9a-z]+"$/);
    expect(split.etag).not.toBe(splitPage(Buffer.from(page("xx")), "PLACEHOLDER").etag);
    expect(splitPage(Buffer.from(page("ab")), "PLACEHOLDER").etag).not.toBe(
      splitPage(Buffer.from(page("ba")), "PLACEHOLDER").etag,
    );
  });

  it("splits at every placeholder, next to characters of any width, and keeps a page without one whole", () => {
    const page = '<p>éP</p><i nonce="P">दP</i>';
    expect(splitPage(Buffer.from(page), "P").parts.map(String)).toEqual(page.split("P"));
    expect(splitPage(Buffer.from("<p>none</p>"), "PLACEHOLDER").parts.map(String)).toEqual(["<p>none</p>"]);
  });

  it("matches If-None-Match weakly, in lists and with *", () => {
    const tag = 'W/"abc"';
    expect(etagMatches('W/"abc"', tag)).toBe(true);
    expect(etagMatches('"abc"', tag)).toBe(true);
    expect(etagMatches('"x", W/"abc"', tag)).toBe(true);
    expect(etagMatches("*", tag)).toBe(true);
    expect(etagMatches('"abd"', tag)).toBe(false);
    expect(etagMatches(null, tag)).toBe(false);
  });
});

describe("finishPage", () => {
  const placeholder = nonce;
  const html = (status = 200) => new Response(renderedPage(), { status, headers: { "Content-Type": "text/html" } });

  it("gives a GET page a short freshness and an ETag, its own nonce, and a page to keep", async () => {
    const { response, page } = await finishPage(new Request("http://x/About"), html(), placeholder, "fresh1", loader);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe(pageCacheControl);
    expect(response.headers.get("ETag")).toMatch(/^W\/"/);
    const text = await response.text();
    expect(text).not.toContain(`<link rel="modulepreload"`);
    expect(text).not.toContain(placeholder);
    expect(text).toContain('<script nonce="fresh1">');
    expect(page?.etag).toBe(response.headers.get("ETag"));
  });

  it("answers a kept page with each request's nonce, and a matching revalidation with an empty 304", async () => {
    const { page } = await finishPage(new Request("http://x/About"), html(), placeholder, "fresh1", loader);
    if (!page) throw new Error("a GET page is kept");
    const again = pageAnswer(new Request("http://x/About"), page, "fresh2");
    expect(await again.text()).toContain('<script nonce="fresh2">');
    const revalidated = pageAnswer(
      new Request("http://x/About", { headers: { "If-None-Match": page.etag } }),
      page,
      "x",
    );
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("ETag")).toBe(page.etag);
    expect(revalidated.headers.has("Content-Security-Policy")).toBe(false);
    expect(await revalidated.text()).toBe("");
  });

  it("sends error pages and answers to a POST with their nonce, no ETag, and nothing to keep", async () => {
    const notFound = await finishPage(new Request("http://x/Nope"), html(404), placeholder, "fresh3", loader);
    expect(notFound.response.status).toBe(404);
    expect(notFound.response.headers.get("Cache-Control")).toBe("no-cache");
    expect(notFound.response.headers.has("ETag")).toBe(false);
    expect(await notFound.response.text()).toContain('<script nonce="fresh3">');
    expect(notFound.page).toBeUndefined();
    const posted = await finishPage(
      new Request("http://x/Tc", { method: "POST", body: "a=1" }),
      html(),
      placeholder,
      "n",
      loader,
    );
    expect(posted.response.headers.get("Cache-Control")).toBe("no-cache");
    expect(posted.page).toBeUndefined();
  });

  it("passes other answers (a downloaded certificate, route data) through untouched", async () => {
    const file = new Response("%PDF-1.4", { headers: { "Content-Type": "application/pdf" } });
    const { response, page } = await finishPage(
      new Request("http://x/Tc", { method: "POST" }),
      file,
      placeholder,
      "n",
      loader,
    );
    expect(response).toBe(file);
    expect(page).toBeUndefined();
  });
});
