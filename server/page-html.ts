import { createHash } from "node:crypto";

/**
 * The last steps a server-rendered page goes through before it leaves (server/site.ts),
 * as plain functions over the HTML React Router produced. docs/decisions/0031-page-delivery.md
 * says why each exists.
 */

const modulePreloadLink = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const hrefAttribute = /\bhref="([^"]*)"/;
// React Router's <Scripts> emits exactly one inline module script: it imports the route
// modules and then the client entry, which hydrates the page.
const inlineModuleScript = /<script\b([^>]*)\btype="module"([^>]*)>([\s\S]*?)<\/script>/;

/** JSON that is safe inside an inline <script>: no `</script>`, no `<!--`, no line separators. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/**
 * The loader that replaces React Router's module script. It waits until the page's
 * own content is on screen: the DOM parsed, every eagerly loaded image loaded or
 * failed, the browser's first-contentful-paint entry reported (that is, presented,
 * not just scheduled), and two more frames — at most `waitMs` in all, so a hung
 * picture or a hidden tab never keeps the page inert. Then it adds the module
 * preloads and the module script React Router wrote. Until then the hydration code
 * does not compete with the stylesheets and the first picture for a slow connection.
 */
function hydrationLoader(preloads: readonly string[], moduleCode: string, waitMs: number): string {
  return `(function(d,w){var s=d.currentScript,n=s&&s.nonce,p=${scriptJson(preloads)},c=${scriptJson(moduleCode)},g=0,k=2;
function start(){if(g++)return;p.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});var m=d.createElement("script");m.type="module";if(n)m.nonce=n;m.textContent=c;d.body.appendChild(m)}
function frames(){w.requestAnimationFrame(function(){w.requestAnimationFrame(function(){w.setTimeout(start,0)})})}
function one(){if(--k===0)frames()}
function painted(){try{var o=new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();one()}});o.observe({type:"paint",buffered:true})}catch(e){one()}}
function images(){var i=[].filter.call(d.images,function(e){return e.getAttribute("loading")!=="lazy"&&!e.complete}),r=i.length;if(!r)return one();i.forEach(function(e){function done(){e.removeEventListener("load",done);e.removeEventListener("error",done);if(--r===0)one()}e.addEventListener("load",done);e.addEventListener("error",done)})}
function ready(){w.setTimeout(start,${waitMs});painted();images()}
if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",ready);else ready()})(document,window)`;
}

/**
 * Moves the page's JavaScript behind its content: the `<link rel="modulepreload">`
 * tags leave the HTML and React Router's module script becomes a classic inline
 * script (same nonce) that loads both once the content has painted. A page without
 * that module script is returned as it is.
 */
export function deferHydration(html: string, options: { waitMs?: number } = {}): string {
  const script = inlineModuleScript.exec(html);
  if (!script || /\bsrc=/.test(`${script[1]}${script[2]}`)) return html;
  const nonce = /\bnonce="([^"]*)"/.exec(`${script[1]}${script[2]}`)?.[1];
  const preloads: string[] = [];
  const withoutPreloads = html.replace(modulePreloadLink, (tag) => {
    const href = hrefAttribute.exec(tag)?.[1];
    if (href) preloads.push(decodeAttribute(href));
    return "";
  });
  const loader = hydrationLoader(preloads, script[3] ?? "", options.waitMs ?? 4000);
  const nonceAttribute = nonce === undefined ? "" : ` nonce="${nonce}"`;
  // A function replacement: the loader's text must not be read as a `$` pattern.
  return withoutPreloads.replace(inlineModuleScript, () => `<script${nonceAttribute}>${loader}</script>`);
}

/**
 * A rendered page split at its nonce placeholder, with a weak entity tag: a hash of the
 * parts, so the same content gives the same tag whatever nonce each answer carries. Weak,
 * because the page is sent gzip-compressed or not, with a different nonce each time.
 */
export function splitPage(html: string, placeholder: string): { parts: string[]; etag: string } {
  const parts = html.split(placeholder);
  const hash = createHash("sha1");
  for (const part of parts) hash.update(part);
  return { parts, etag: `W/"${hash.digest("base64url")}"` };
}

/** Whether an If-None-Match header names this tag (weak comparison, RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === wanted);
}
