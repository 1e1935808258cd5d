// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import path from "node:path";
import { Editor } from "@tiptap/core";
import { afterEach, describe, expect, it } from "vitest";
import { editorExtensions } from "#app/admin/lib/editor-extensions.ts";
import { editorOutput } from "#app/admin/lib/editor-html.ts";
import { renderPage } from "#content/page-render";
import { sanitizeStoredHtml } from "#content/sanitize";
import { bundleSchema } from "#domain/content-schema";
import { pageSlugs } from "#domain/page-slugs";
import { parseRichText } from "#domain/publish-checks/parse-rich-text";
import type { RichTree } from "#domain/publish-checks/rich-text-tree";
import { newAdmissionFees, readmissionFees } from "#tests/fixtures/fee-tables";

const demo = path.resolve(import.meta.dirname, "../../../content/demo");
const editors: Editor[] = [];
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

/** Loads stored HTML into an editor with the component's schema and answers what it would store. */
function throughEditor(html: string, fallback?: string) {
  const editor = new Editor({ extensions: editorExtensions(), content: html });
  editors.push(editor);
  return { editor, ...editorOutput(editor.state.doc, fallback) };
}

function tablesOf(html: string): string[][][] {
  const body = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, "text/html").body;
  return [...body.querySelectorAll("table")].map((table) =>
    [...table.querySelectorAll("tr")].map((row) =>
      [...row.querySelectorAll("th, td")].map((cell) => (cell.textContent ?? "").replace(/\s+/g, " ").trim()),
    ),
  );
}

/** Markdown-it puts a new line between block tags; the editor does not. Nothing else may differ. */
const withoutBlockNewlines = (html: string) => html.replace(/>\n+</g, "><").trim();

const page = (slug: string) => renderPage(readFileSync(path.join(demo, "pages", `${slug}.md`), "utf8"));

describe("the specification's fee tables through the editor", () => {
  const fees = page("FeeStructure");
  const out = throughEditor(fees.html, fees.title ?? undefined);

  it("come out cell by cell as spec 9.3 and 9.4 give them", () => {
    expect(tablesOf(fees.html)).toEqual([newAdmissionFees, readmissionFees]);
    expect(tablesOf(out.html)).toEqual([newAdmissionFees, readmissionFees]);
  });

  it("keep their header row, column scopes and labelled scrolling boxes: the page's HTML exactly", () => {
    expect(out.html).toBe(withoutBlockNewlines(fees.html));
    expect(out.html).toContain(
      '<div class="table-scroll" role="region" tabindex="0" aria-label="Re-admission fee per quarter"><table><thead><tr><th scope="col">Classes</th><th scope="col">Q1</th>',
    );
  });
});

describe("what the editor stores", () => {
  it.each(pageSlugs)("information page %s comes back as it went in", (slug) => {
    const rendered = page(slug);
    const out = throughEditor(rendered.html, rendered.title ?? undefined);
    expect(out.html).toBe(withoutBlockNewlines(rendered.html));
    expect(sanitizeStoredHtml(out.html)).toBe(out.html);
  });

  it("the principal's message comes back as it went in", () => {
    const bundle = bundleSchema.parse(JSON.parse(readFileSync(path.join(demo, "content.json"), "utf8")));
    for (const { message } of bundle.principalMessages) expect(throughEditor(message).html).toBe(message);
  });

  const everything = [
    "<h2>Annual Day &amp; prize giving</h2>",
    "<p>Parents are <strong>welcome</strong>; <em>seats <strong>are</strong> limited</em>.<br />Gates open at 9.</p>",
    '<p>See the <a href="https://portal.example.in/a?x=1&amp;y=2" rel="noopener noreferrer">parent portal</a> or the <a href="/FeeStructure" title="Fees">fee page</a>.</p>',
    "<h3>Programme</h3>",
    "<ol><li>Welcome song</li><li>Prizes<ul><li>Classes I to V</li><li>Classes VI to XII</li></ul></li></ol>",
    '<div class="table-scroll" role="region" tabindex="0" aria-label="Programme"><table><thead><tr><th scope="col">Time</th><th scope="col">Item</th></tr></thead><tbody><tr><th scope="row">9:00</th><td colspan="2">Assembly</td></tr></tbody></table></div>',
    '<figure><img src="/api/image/news/annual-day.jpg" alt="Class V students singing on stage" width="640" height="427" /><figcaption>The school choir</figcaption></figure>',
    '<img src="/api/image/news/border.png" alt="" data-decorative="true" />',
    "<h4>Note</h4>",
    "<p>Bring water &lt;1 litre&gt;.</p>",
  ].join("");

  it("writes every kind of content the site renders, exactly as the sanitiser would", () => {
    const out = throughEditor(everything);
    expect(out.html).toBe(everything);
    expect(sanitizeStoredHtml(out.html)).toBe(out.html);
  });

  it("builds the tree the publish checks read, numbered like the HTML, with each element's place in the document", () => {
    const { editor, tree, positions, html } = throughEditor(everything);
    expect(parseRichText(html)).toEqual(tree);
    const nodeAt = (index: number) => editor.state.doc.nodeAt(positions[index])?.type.name;
    const elements = (nodes: RichTree): { name: string; index: number }[] =>
      nodes.flatMap((node) => (node.kind === "element" ? [node, ...elements(node.children)] : []));
    const byName = (name: string) => elements(tree).filter((element) => element.name === name);
    expect(nodeAt(byName("h3")[0].index)).toBe("heading");
    expect(nodeAt(byName("li")[2].index)).toBe("listItem");
    expect(nodeAt(byName("td")[0].index)).toBe("tableCell");
    expect(nodeAt(byName("img")[0].index)).toBe("image");
    expect(editor.state.doc.nodeAt(positions[byName("a")[0].index])?.text).toBe("parent portal");
  });

  it("drops styling it has no place for: classes, styles, spans, fonts, underline, empty paragraphs", () => {
    const out = throughEditor(
      '<p class="MsoNormal" style="color:red"><span style="font-family:Arial"><font face="Arial"><u>Sports</u> Day</font></span></p><p></p><h1>Big</h1><h6>Small</h6><blockquote><p>Quote</p></blockquote>',
    );
    expect(out.html).toBe("<p>Sports Day</p><p>Big</p><p>Small</p><p>Quote</p>");
  });

  it("adds the table's header scopes and names its box after the heading above it, or the fallback", () => {
    const table = "<table><tr><th>Class</th><th>Fee</th></tr><tr><td>1</td><td>100</td></tr></table>";
    expect(throughEditor(table, "School Fee").html).toBe(
      '<div class="table-scroll" role="region" tabindex="0" aria-label="School Fee"><table><thead><tr><th scope="col">Class</th><th scope="col">Fee</th></tr></thead><tbody><tr><td>1</td><td>100</td></tr></tbody></table></div>',
    );
    expect(throughEditor(`<h2>Fees</h2>${table}${table}`).html).toContain('aria-label="Fees (2)"');
  });
});
