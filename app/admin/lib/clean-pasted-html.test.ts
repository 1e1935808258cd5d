// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import path from "node:path";
import { Editor } from "@tiptap/core";
import { afterEach, describe, expect, it } from "vitest";
import { cleanPastedHtml, withoutStyles } from "#app/admin/lib/clean-pasted-html.ts";
import { editorExtensions } from "#app/admin/lib/editor-extensions.ts";
import { editorOutput } from "#app/admin/lib/editor-html.ts";
import { sanitizeStoredHtml } from "#content/sanitize";

const fixture = (name: string) =>
  readFileSync(path.resolve(import.meta.dirname, "../../../tests/fixtures/paste", name), "utf8");

const editors: Editor[] = [];
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

/** What the editor keeps of a paste: the cleaning, then the editor's own schema, then its stored HTML. */
function pasted(html: string): string {
  const editor = new Editor({ extensions: editorExtensions(), content: cleanPastedHtml(html) });
  editors.push(editor);
  return editorOutput(editor.state.doc).html;
}

describe("pasting from Word (Microsoft 365 clipboard HTML)", () => {
  const html = pasted(fixture("word-annual-day.html"));

  it("keeps the headings (one level down: the page title is level 1), paragraphs, bold, italic and the link", () => {
    expect(html).toContain("<h2>Annual Day 2026</h2><p>Dear Parents,</p>");
    expect(html).toContain(
      '<p>The Annual Day will be held on <strong>Saturday, 19 December 2026</strong> in the <em>School Auditorium</em>. Read the <a href="https://sunrisevalley.example.in/annual-day" rel="noopener noreferrer">programme on the school website</a>.</p><h3>What to bring</h3>',
    );
  });

  it("turns Word's typed bullets and numbers into real lists, nested by level", () => {
    expect(html).toContain(
      "<ul><li>The school uniform<ul><li>House tie for Classes VI to XII</li></ul></li><li>A water bottle</li></ul>",
    );
    expect(html).toContain("<ol><li>Welcome song by the school choir</li><li>Prize distribution</li></ol>");
    expect(html).not.toMatch(/·|&nbsp;|\u00a0/);
  });

  it("keeps the table, with its bold first row as the header row", () => {
    expect(html).toContain(
      '<table><thead><tr><th scope="col">Time</th><th scope="col">Item</th></tr></thead><tbody><tr><td>9:30 AM</td><td>Lamp lighting</td></tr></tbody></table>',
    );
  });

  it("drops the styling and Office markup: classes, styles, spans, fonts, o:p, the picture from the other computer, the bookmark", () => {
    expect(html).not.toMatch(/class="(?!table-scroll)|style=|<span|<font|o:p|Mso|mso-|file:|<img|name=/);
    expect(html).toContain("<p>Principal</p>");
    expect(sanitizeStoredHtml(html)).toBe(html);
  });
});

describe("pasting from Google Docs and from a web page", () => {
  it("Google Docs: its wrapper stops bolding everything; its styled spans become bold and italic", () => {
    expect(pasted(fixture("google-docs-notice.html"))).toBe(
      "<h3>Winter timings</h3><p>From 1 December school starts at <strong>8:30 AM</strong><em> (gates open at 8:00)</em>.</p><ul><li>Classes I to V: 8:30 AM to 1:30 PM</li><li>Classes VI to XII: 8:30 AM to 2:30 PM</li></ul>",
    );
  });

  it("a web page: structure kept, its classes, fonts, highlight, script and outside picture dropped", () => {
    const html = pasted(fixture("web-page-article.html"));
    expect(html).toBe(
      '<h2>CBSE date sheet released</h2><p>The board has released the date sheet for the Class X and XII examinations.</p><h4>Key dates</h4><div class="table-scroll" role="region" tabindex="0" aria-label="Key dates"><table><thead><tr><th scope="col">Subject</th><th scope="col">Date</th></tr></thead><tbody><tr><td>English</td><td>15 February 2027</td></tr><tr><td>Mathematics</td><td>10 March 2027</td></tr></tbody></table></div><p>See <a href="https://www.cbse.example.in/datesheet.pdf" rel="noopener noreferrer">the date sheet (PDF)</a>.</p><p>Board logo</p>',
    );
    expect(sanitizeStoredHtml(html)).toBe(html);
  });

  it("keeps a picture that is already on our image service, with its alt text", () => {
    expect(
      pasted('<p>Before</p><img src="/api/image/news/a.jpg" alt="Sports Day relay" class="x" style="float:left">'),
    ).toBe('<p>Before</p><img src="/api/image/news/a.jpg" alt="Sports Day relay" />');
  });

  it("leaves a table without a bold or thead first row without a header row (the publish check then asks for one)", () => {
    expect(pasted("<table><tr><td>Class</td><td>Fee</td></tr><tr><td>1</td><td>100</td></tr></table>")).toContain(
      "<table><tbody><tr><td>Class</td><td>Fee</td></tr>",
    );
  });
});

describe("withoutStyles", () => {
  it("renames style attributes, whatever their quotes, and drops style elements, before anything parses the paste", () => {
    expect(
      withoutStyles(
        `<style>p{color:red}</style><p class=x STYLE='a:b' title="style='no' > here">t</p><span style=color:red>u</span><b style="font-weight:normal">v</b>`,
      ),
    ).toBe(
      `<p class=x data-pasted-style='a:b' title="style='no' > here">t</p><span data-pasted-style=color:red>u</span><b data-pasted-style="font-weight:normal">v</b>`,
    );
  });
});
