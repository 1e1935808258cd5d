import fs from "node:fs";
import path from "node:path";

/**
 * Small stylesheets written into a public page instead of linked (issue 24). A page's first paint
 * waits for every stylesheet it links, and on a phone each is a request, often on a connection of
 * its own: /Discipline linked three (shared, prose, and the ticker's 262 bytes), and Lighthouse found
 * its text painted after all three. The site-wide sheet stays a link, fetched once and cached for
 * every page after; the small per-page ones (under `maxBytes`, as Astro's "auto" does) come with
 * the page. Admin pages are left alone: React Router's client manages their links.
 */

/**
 * Twice Astro's threshold for the same choice (4 KB), so that Home's own sheet (6.4 KB, 2.4 KB
 * gzipped, used by no other page) comes with Home: Lighthouse's LCP of / went from 1361 ms to
 * 1235 ms (median of three, decision 0109). The site-wide sheet (12 KB) stays a cached link.
 */
export const inlineStyleMaxBytes = 8192;

/** The build's stylesheets under `maxBytes`, by the address a page links them at (`/assets/…css`). */
export function smallStylesheets(assetsDir: string, maxBytes = inlineStyleMaxBytes): Map<string, string> {
  const sheets = new Map<string, string>();
  if (!fs.existsSync(assetsDir)) return sheets;
  for (const name of fs.readdirSync(assetsDir)) {
    if (!name.endsWith(".css")) continue;
    const file = path.join(assetsDir, name);
    if (fs.statSync(file).size > maxBytes) continue;
    const css = fs.readFileSync(file, "utf8");
    // Never inside <style>: text that could end the element early (the build's CSS has none).
    if (/<\/?style/i.test(css)) continue;
    sheets.set(`/assets/${name}`, css);
  }
  return sheets;
}

const stylesheetLink = /<link\b([^>]*?)\/?>/g;
// Made once: each page's head has a dozen links, and three new patterns for each were a page's cost.
const attributePatterns = {
  rel: /\brel="([^"]*)"/,
  href: /\bhref="([^"]*)"/,
  nonce: /\bnonce="([^"]*)"/,
};
const attribute = (attributes: string, name: keyof typeof attributePatterns) =>
  attributePatterns[name].exec(attributes)?.[1];

/**
 * `html` with each `<link rel="stylesheet">` of `sheets` that carries a nonce replaced by a
 * `<style>` with that nonce (the page's CSP allows styles by nonce only). A link without a nonce
 * (the one in <noscript>) stays as it is.
 */
export function inlineStylesheets(html: string, sheets: ReadonlyMap<string, string>): string {
  if (sheets.size === 0) return html;
  return html.replace(stylesheetLink, (tag, attributes: string) => {
    if (attribute(attributes, "rel") !== "stylesheet") return tag;
    const css = sheets.get(attribute(attributes, "href") ?? "");
    const nonce = attribute(attributes, "nonce");
    if (css === undefined || nonce === undefined) return tag;
    return `<style nonce="${nonce}">${css}</style>`;
  });
}

/**
 * inlineStylesheets over a page as UTF-8 bytes: only its <head> is read, where React puts every
 * stylesheet link (root.tsx's <Links/> and React's hoisting). The body, nearly all of the page,
 * is neither decoded nor scanned.
 */
export function inlineHeadStylesheets(page: Buffer, sheets: ReadonlyMap<string, string>): Buffer {
  if (sheets.size === 0) return page;
  const headEnd = page.indexOf("</head>");
  const end = headEnd < 0 ? page.byteLength : headEnd;
  const head = page.subarray(0, end).toString("utf8");
  const inlined = inlineStylesheets(head, sheets);
  return inlined === head ? page : Buffer.concat([Buffer.from(inlined), page.subarray(end)]);
}
