import { crc32 } from "node:zlib";

/**
 * The last steps a server-rendered page goes through before it leaves (server/page-answer.ts),
 * as plain functions over the HTML React Router produced. docs/decisions/0031-page-delivery.md
 * says why each exists.
 */

const modulePreloadLink = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const hrefAttribute = /\bhref="([^"]*)"/;
// React Router's <Scripts> emits exactly one inline module script: it imports the route
// modules and then the client entry, which hydrates the page. A public page's small islands are
// inline module scripts too (decision 0109), marked `data-island`: never React Router's.
const inlineModuleScript = /<script\b(?![^>]*\bdata-island=)([^>]*)\btype="module"([^>]*)>([\s\S]*?)<\/script>/;

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

export type DeferOptions = {
  /** The source of app/hydration-loader.ts's `loadHydrationWhenPainted`, as the site's build compiled it. */
  loader: string;
  /** The nonce the page was rendered with (the placeholder server/site.ts splits at); the loader script carries it. */
  nonce?: string;
  waitMs?: number;
};

/**
 * Moves the page's JavaScript behind its content: the `<link rel="modulepreload">`
 * tags leave the HTML and React Router's module script becomes a classic inline
 * script (same nonce) that calls the loader (app/hydration-loader.ts) with both, so they
 * load once the content has painted. A page without that module script is returned as it is.
 *
 * The regular expressions read React Router's own output (one module script, its preload
 * links): <Scripts> has no option to leave them out or to hand them over otherwise.
 */
export function deferHydration(html: string, options: DeferOptions): string {
  const script = inlineModuleScript.exec(html);
  if (!script || /\bsrc=/.test(`${script[1]}${script[2]}`)) return html;
  const preloads: string[] = [];
  const withoutPreloads = html.replace(modulePreloadLink, (tag) => {
    const href = hrefAttribute.exec(tag)?.[1];
    if (href) preloads.push(decodeAttribute(href));
    return "";
  });
  const call = `(${options.loader})(${scriptJson(preloads)},${scriptJson(script[3] ?? "")},${options.waitMs ?? 4000})`;
  const nonceAttribute = options.nonce === undefined ? "" : ` nonce="${options.nonce}"`;
  // A function replacement: the loader's text must not be read as a `$` pattern.
  return withoutPreloads.replace(inlineModuleScript, () => `<script${nonceAttribute}>${call}</script>`);
}

/**
 * A rendered page split at its nonce placeholder, with a weak entity tag: the parts' length and CRC-32,
 * so the same content gives the same tag whatever nonce each answer carries. Weak, because the page is
 * sent gzip-compressed or not, with a different nonce each time. A tag only has to change when the page
 * does, and nobody forges one against us (a visitor's own If-None-Match only gets them a 304 of what they
 * already have): CRC-32 tells a changed page but for one in four billion, in a third of SHA-1's time, which
 * was a twentieth of a page rendered each time (decision 0117).
 * The page stays UTF-8 bytes: its parts are views of `html`, never decoded or encoded again.
 */
export function splitPage(html: Buffer, placeholder: string): { parts: Buffer[]; etag: string } {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = html.indexOf(placeholder); at >= 0; at = html.indexOf(placeholder, start)) {
    parts.push(html.subarray(start, at));
    start = at + Buffer.byteLength(placeholder);
  }
  parts.push(html.subarray(start));
  let checksum = 0;
  let length = 0;
  for (const part of parts) {
    checksum = crc32(part, checksum);
    length += part.byteLength;
  }
  return { parts, etag: `W/"${length.toString(36)}-${checksum.toString(36)}"` };
}

/** Whether an If-None-Match header names this tag (weak comparison, RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === wanted);
}
