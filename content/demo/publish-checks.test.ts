import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { renderPage } from "#content/page-render";
import { bundleSchema } from "#domain/content-schema";
import { pageSlugs } from "#domain/page-slugs";
import { checkRichTextHtml } from "#domain/publish-checks/check-html";
import { checkEvent } from "#domain/publish-checks/event-checks";
import { parseRichText } from "#domain/publish-checks/parse-rich-text";
import { elementsOf } from "#domain/publish-checks/rich-text-tree";

/**
 * The demo school must publish: every rich-text field passes the publish-time
 * checks as the site renders it, and every event has a date and a venue.
 */
const root = path.dirname(fileURLToPath(import.meta.url));
const bundle = bundleSchema.parse(JSON.parse(readFileSync(path.join(root, "content.json"), "utf8")));

/** A news description is plain text the site shows in one paragraph (app/components/lists/news-page.tsx). */
const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const pages = pageSlugs.map((slug) => ({
  slug,
  html: renderPage(readFileSync(path.join(root, "pages", `${slug}.md`), "utf8")).html,
}));

describe("the demo school against the publish-time checks", () => {
  it.each(bundle.news.map((item) => [item.title, item.description]))("news %j", (_, description) => {
    expect(checkRichTextHtml(`<p>${escapeText(description)}</p>`)).toEqual([]);
  });

  it("the principal's message", () => {
    expect(bundle.principalMessages.length).toBeGreaterThan(0);
    for (const item of bundle.principalMessages) expect(checkRichTextHtml(item.message)).toEqual([]);
  });

  it.each(pages.map(({ slug, html }) => [slug, html]))("information page %s", (_, html) => {
    expect(checkRichTextHtml(html)).toEqual([]);
  });

  it("the pages give the checks something to read: headings, lists, tables and links", () => {
    const names = new Set(pages.flatMap(({ html }) => elementsOf(parseRichText(html)).map((element) => element.name)));
    for (const name of ["h2", "ul", "ol", "table", "th", "a"]) expect(names, name).toContain(name);
  });

  it.each(bundle.events.map((event) => [event.title, event]))("event %j", (_, event) => {
    expect(checkEvent(event)).toEqual([]);
  });
});
