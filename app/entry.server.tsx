/**
 * React Router's default Node server entry (@react-router/dev's
 * entry.server.node.tsx), plus one step: an action may answer a document POST
 * with a whole response (app/lib/document-answer.ts). /Tc uses it to send the
 * certificate file to visitors without JavaScript.
 */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { documentAnswerIn } from "./lib/document-answer";
import { IslandsContext } from "./lib/islands-context";
import { HoistedStyleNonceContext, NonceContext } from "./lib/nonce";
import { usesReactClient } from "./lib/react-client";
import { siteOf } from "./load-context";

export const streamTimeout = 5_000;

// Compiled with the site, so server/site.ts can inline it into every page (server/page-html.ts).
export { hydrationLoaderSource } from "./hydration-loader";
// The key of the loaders' context, which the server must set with this very object (load-context.ts).
export { siteContext } from "./load-context";

/** The page's React tree: React Router's, with the page's nonce and islands for the root layout. */
function documentTree(
  context: EntryContext,
  url: string,
  loadContext: RouterContextProvider,
  renderer: "stream" | "string" = "stream",
) {
  // The page's CSP nonce (server/security-headers.ts): React's own inline scripts, the hydration data and root.tsx's scripts carry it.
  const { nonce, islands } = siteOf(loadContext);
  return (
    <NonceContext.Provider value={nonce}>
      <HoistedStyleNonceContext.Provider value={renderer === "stream"}>
        <IslandsContext.Provider value={islands ?? {}}>
          <ServerRouter context={context} url={url} nonce={nonce} />
        </IslandsContext.Provider>
      </HoistedStyleNonceContext.Provider>
    </NonceContext.Provider>
  );
}

function renderOptions(nonce: string | undefined): RenderToPipeableStreamOptions {
  return {
    // React's hoisted <style precedence> elements (the carousels' per-view rules) need it as well.
    nonce: nonce ? { script: nonce, style: nonce } : undefined,
    // Every finished Suspense boundary stays in place in the HTML. React otherwise moves a large
    // one (Home's sections after the hero, decision 0035) to the end of the page, hidden until
    // an inline script reveals it: invisible without JavaScript, and later on screen with it.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  };
}

/**
 * A public page's whole HTML, for the server's own document path (server/public-document.ts,
 * decisions 0111 and 0113): one synchronous render into one string, then one buffer of UTF-8. A public
 * page waits for everything before it is sent anyway, and nothing on it suspends, so React's string
 * renderer gives the same HTML as the stream renderer for about three quarters of its time: it joins
 * strings where the stream renderer encodes every chunk into bytes (docs/performance.md).
 *
 * Two things the string renderer does not do are done here:
 * - the doctype, which the stream renderer writes before <html>;
 * - the nonce on React's hoisted <style precedence> elements (the carousels' per-view rules), which
 *   takes no nonce option. They can only be in the head, and nothing else in the head can make the
 *   same text: every text and attribute there is React's, escaped.
 *
 * Throws on any error, and on a Suspense boundary left to the browser (a component that suspended):
 * the server then answers through React Router's handler, which streams and renders error boundaries.
 */
export function renderPublicDocument(
  context: EntryContext,
  url: string,
  loadContext: RouterContextProvider,
  /** The server's last step on the head: its small stylesheets written in (server/inline-styles.ts). */
  finishHead: (head: string) => string = (head) => head,
): Buffer {
  const { nonce } = siteOf(loadContext);
  const html = renderToString(documentTree(context, url, loadContext, "string"));
  // React's string is its pieces joined; this first search makes it one flat string, which every step below
  // reads. The body is encoded straight from it: joined again with the doctype and the head, it would be
  // copied whole once more before encoding (a quarter of a megabyte on Home, whose Hindi makes it two bytes a
  // character), 10 % of what a page allocates (docs/performance.md).
  const headEnd = Math.max(0, html.indexOf("</head>"));
  // Searched by its rarer end first: a search for "<" stops at every tag of the page (a third of the time).
  if (html.includes(clientRenderedBoundaryEnd) && html.includes(clientRenderedBoundary))
    throw new Error(`${url}: a component suspended; the stream renderer answers`);
  const head = html.slice(0, headEnd);
  const withNonce = nonce
    ? head.replaceAll(hoistedStyle, `<style nonce="${escapeAttribute(nonce)}" data-precedence="`)
    : head;
  const start = `<!DOCTYPE html>${finishHead(withNonce)}`;
  const body = html.slice(headEnd);
  // Encoded into a buffer that is surely large enough, then copied into one of the page's exact size: counting
  // the UTF-8 bytes of a two-byte string first took as long as encoding it (0.1 ms on Home).
  const most = (start.length + body.length) * 3;
  if (scratch.byteLength < most && most <= scratchMaxBytes) scratch = Buffer.allocUnsafeSlow(most);
  // A page larger than the bound gets a buffer of its own, dropped once copied out: no one school's long page
  // keeps megabytes in every process for good.
  const into = scratch.byteLength >= most ? scratch : Buffer.allocUnsafeSlow(most);
  const startBytes = into.write(start, 0);
  const length = startBytes + into.write(body, startBytes);
  return Buffer.from(into.subarray(0, length));
}

/**
 * Where renderPublicDocument encodes a page before copying it out: reused, since the render is synchronous and
 * the copy is made before it returns. It grows to the largest page rendered (three bytes a character), up to
 * `scratchMaxBytes`; Home needs about 330 KB.
 */
let scratch = Buffer.allocUnsafeSlow(0);
const scratchMaxBytes = 1024 * 1024;

/** How React's string renderer starts a hoisted <style precedence>, and marks a boundary it could not finish. */
const hoistedStyle = '<style data-precedence="';
const clientRenderedBoundary = "<!--$!-->";
const clientRenderedBoundaryEnd = "$!-->";

function escapeAttribute(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const answer = documentAnswerIn(routerContext.staticHandlerContext.actionData);
  if (answer) return answer;

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");

    // Crawlers and SPA mode wait for all content, so they get the whole page.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Abort after streamTimeout, with time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { nonce } = siteOf(loadContext);
    if (!usesReactClient(new URL(request.url).pathname)) {
      // A public page is not hydrated (docs/decisions/0093-public-pages-islands.md): without the stream
      // React Router renders no loader data into it.
      void routerContext.serverHandoffStream?.cancel().catch(() => {});
      routerContext.serverHandoffStream = undefined;
    }
    const { pipe, abort } = renderToPipeableStream(documentTree(routerContext, request.url, loadContext), {
      ...renderOptions(nonce),
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            // Cleared so the closure is not kept alive.
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        const stream = createReadableStreamFromReadable(body);
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors in the shell reject and are logged by handleDocumentRequest; these come later.
        if (shellRendered) console.error(error);
      },
    });
  });
}
