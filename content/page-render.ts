import MarkdownIt, { type Token } from "markdown-it";
import { htmlToText } from "#domain/search-text";
import { sanitizeStoredHtml } from "./sanitize";

/**
 * Turns an information page's Markdown into the HTML the site shows. Done
 * once, at import, so the site only ever serves stored, cleaned HTML.
 *
 * CommonMark plus tables and nothing else: raw HTML is escaped (`html:
 * false`), so an editor cannot paste markup the allow-list would then have
 * to judge; bare URLs are not turned into links and quotes are left alone,
 * so the text is what the editor typed.
 */
const md = new MarkdownIt("commonmark", { html: false, linkify: false, typographer: false }).enable("table");

export type RenderedPage = { title: string | null; html: string };

// The site renders the page's own h1; body headings stay between h2 and h4, which the allow-list keeps.
const headingTags: Record<string, string> = { h1: "h2", h5: "h4", h6: "h4" };

md.renderer.rules.table_open = (tokens, index) => {
  const label = md.utils.escapeHtml(String(tokens[index].meta?.label ?? "Table"));
  // A wide table scrolls inside its own box on a phone instead of widening the page.
  return `<div class="table-scroll" role="region" tabindex="0" aria-label="${label}">\n<table>\n`;
};
md.renderer.rules.table_close = () => "</table>\n</div>\n";

// Pages have no code and no pictures, and the allow-list has no pre, code or img:
// a code block becomes a plain paragraph and an image its description, instead of loose text or nothing.
const plainBlock = (content: string) => {
  const lines = content.replace(/\n$/, "").split("\n").map(md.utils.escapeHtml);
  return `<p>${lines.join("<br>\n")}</p>\n`;
};
md.renderer.rules.code_block = (tokens, index) => plainBlock(tokens[index].content);
md.renderer.rules.fence = (tokens, index) => plainBlock(tokens[index].content);
md.renderer.rules.image = (tokens, index) => md.utils.escapeHtml(inlineText(tokens[index]));

export function renderPage(markdown: string): RenderedPage {
  const tokens = md.parse(markdown.replace(/^\uFEFF/, ""), {});
  const title = takeTitle(tokens);
  for (const token of tokens) {
    if ((token.type === "heading_open" || token.type === "heading_close") && headingTags[token.tag]) {
      token.tag = headingTags[token.tag];
    }
    // Markdown tables only have header cells in their first row, and each heads a column.
    if (token.type === "th_open") token.attrs = [["scope", "col"]];
    // Alignment comes as an inline style, which the allow-list drops anyway.
    if (token.type === "td_open") token.attrs = null;
    if (token.type === "inline") markExternalLinks(token.children ?? []);
  }
  labelTables(tokens, title);
  return { title, html: sanitizeStoredHtml(md.renderer.render(tokens, md.options, {})) };
}

/** Removes the first level-1 heading and answers its text, or null when there is none (or it is empty). */
function takeTitle(tokens: Token[]): string | null {
  const index = tokens.findIndex((token) => token.type === "heading_open" && token.tag === "h1");
  if (index < 0) return null;
  const text = inlineText(tokens[index + 1]).trim();
  tokens.splice(index, 3);
  return text === "" ? null : text;
}

/** The plain text of an inline token: what a reader sees, without markup. */
function inlineText(token: Token): string {
  let text = "";
  for (const child of token.children ?? []) {
    if (child.type === "text" || child.type === "code_inline" || child.type === "text_special") text += child.content;
    else if (child.type === "softbreak" || child.type === "hardbreak") text += " ";
    else if (child.type === "image") text += inlineText(child);
  }
  return text.replace(/\s+/g, " ");
}

function markExternalLinks(children: Token[]): void {
  for (const child of children) {
    if (child.type !== "link_open") continue;
    const href = String(child.attrGet("href") ?? "");
    if (/^https?:\/\//i.test(href)) child.attrSet("rel", "noopener noreferrer");
  }
}

/**
 * Names each table after the nearest heading above it (the page title when
 * there is none), or "Table". A labelled region is a landmark, and two
 * landmarks with one name cannot be told apart, so repeats get " (2)", ...
 */
function labelTables(tokens: Token[], title: string | null): void {
  let heading = title;
  const used = new Map<string, number>();
  tokens.forEach((token, index) => {
    if (token.type === "heading_open") {
      const text = inlineText(tokens[index + 1]).trim();
      if (text !== "") heading = text;
    } else if (token.type === "table_open") {
      const base = heading ?? "Table";
      const count = (used.get(base) ?? 0) + 1;
      used.set(base, count);
      token.meta = { label: count === 1 ? base : `${base} (${count})` };
    }
  });
}

/**
 * An information page written in the admin area (domain/page-source.ts): its first `<h1>` is the
 * title, the rest is the body, through the same sanitiser as every stored HTML.
 */
export function renderHtmlPage(source: string): RenderedPage {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(source);
  const title = match ? htmlToText(match[1]) : "";
  const body = match ? source.slice(0, match.index) + source.slice(match.index + match[0].length) : source;
  return { title: title === "" ? null : title, html: sanitizeStoredHtml(body.trim()) };
}
