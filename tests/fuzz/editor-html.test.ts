import { getSchema, type JSONContent } from "@tiptap/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { editorExtensions } from "#app/admin/lib/editor-extensions.ts";
import { editorOutput } from "#app/admin/lib/editor-html.ts";
import { sanitizeStoredHtml } from "#content/sanitize";
import { parseRichText } from "#domain/publish-checks/parse-rich-text";
import type { RichTree } from "#domain/publish-checks/rich-text-tree";
import { fuzzParameters, fuzzTimeout } from "./fuzz-runs";

/**
 * Property: whatever the editor's document holds (any text, marks in any
 * order, nested lists, tables with spans, pictures with any alt text and
 * caption), the HTML it stores passes content/sanitize.ts unchanged, and the
 * publish checks read from that HTML the very tree the editor checks while
 * editing (decisions 0055, 0057).
 */
const schema = getSchema(editorExtensions());

/** Text with markup characters, entities, quotes, no-break and odd spaces, and unpaired surrogates left out (not valid in a document). */
const words = fc.oneof(
  fc.string({ minLength: 1, maxLength: 30 }),
  fc.string({ minLength: 1, maxLength: 10, unit: "binary" }),
  fc.constantFrom("a & b", "<script>x</script>", '"quoted"', "&amp;", "\u00a0", "  two  spaces ", "x\ny", "é ü ह", "'"),
);

const href = fc.constantFrom(
  "https://portal.example.in/a?x=1&y=2",
  "http://example.in",
  "/FeeStructure",
  "mailto:office@example.in",
  "tel:+911234567",
  '/a"b',
);
type MarkJson = { type: string; attrs?: Record<string, unknown> };
const mark = fc.oneof(
  fc.constant<MarkJson>({ type: "bold" }),
  fc.constant<MarkJson>({ type: "italic" }),
  href.map((value): MarkJson => ({ type: "link", attrs: { href: value } })),
);
const inline = fc.array(
  fc.oneof(
    {
      weight: 5,
      arbitrary: fc
        .record({ text: words, marks: fc.uniqueArray(mark, { maxLength: 3, selector: (m) => m.type }) })
        .map(({ text, marks }): JSONContent => ({ type: "text", text, marks })),
    },
    { weight: 1, arbitrary: fc.constant<JSONContent>({ type: "hardBreak" }) },
  ),
  { maxLength: 6 },
);
const paragraph = inline.map((content): JSONContent => ({ type: "paragraph", content }));
const heading = fc
  .record({ level: fc.constantFrom(2, 3, 4), content: inline })
  .map(({ level, content }): JSONContent => ({ type: "heading", attrs: { level }, content }));

const list = (depth: number): fc.Arbitrary<JSONContent> =>
  fc
    .record({
      type: fc.constantFrom("bulletList", "orderedList"),
      items: fc.array(
        fc.record({
          paragraphs: fc.array(paragraph, { minLength: 1, maxLength: 2 }),
          nested: depth > 0 ? fc.option(list(depth - 1), { nil: undefined }) : fc.constant(undefined),
        }),
        { minLength: 1, maxLength: 3 },
      ),
    })
    .map(({ type, items }) => ({
      type,
      content: items.map(({ paragraphs, nested }) => ({
        type: "listItem",
        content: nested ? [...paragraphs, nested] : paragraphs,
      })),
    }));

const cell = fc
  .record({
    header: fc.boolean(),
    colspan: fc.constantFrom(1, 1, 2),
    rowspan: fc.constantFrom(1, 1, 2),
    content: fc.array(paragraph, { minLength: 1, maxLength: 2 }),
  })
  .map(
    ({ header, colspan, rowspan, content }): JSONContent => ({
      type: header ? "tableHeader" : "tableCell",
      attrs: { colspan, rowspan },
      content,
    }),
  );
const table = fc
  .array(fc.array(cell, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 3 })
  .map(
    (rows): JSONContent => ({ type: "table", content: rows.map((cells) => ({ type: "tableRow", content: cells })) }),
  );

const image = fc
  .record({
    src: fc.constantFrom("/api/image/news/a.jpg", "/api/image/demo/public/about.jpg?w=640"),
    alt: words,
    decorative: fc.boolean(),
    caption: fc.oneof(fc.constant(""), words),
    width: fc.constantFrom(null, 640),
    height: fc.constantFrom(null, 427),
  })
  .map((attrs): JSONContent => ({ type: "image", attrs }));

const documents = fc
  .array(fc.oneof(paragraph, heading, list(2), table, image), { maxLength: 8 })
  .map((content) =>
    schema.nodeFromJSON({ type: "doc", content: content.length > 0 ? content : [{ type: "paragraph" }] }),
  );

describe("the editor's stored HTML (property)", () => {
  it(
    "passes the sanitiser unchanged and parses back to the editor's own tree",
    () => {
      fc.assert(
        fc.property(documents, fc.string({ maxLength: 20 }), (doc, fallback) => {
          const out = editorOutput(doc, fallback.trim() || undefined);
          expect(sanitizeStoredHtml(out.html)).toBe(out.html);
          expect(parseRichText(out.html)).toEqual(out.tree);
          expect(out.positions).toHaveLength(countElements(out.tree));
        }),
        fuzzParameters(20),
      );
    },
    fuzzTimeout(20),
  );
});

function countElements(nodes: RichTree): number {
  return nodes.reduce((sum, node) => sum + (node.kind === "element" ? 1 + countElements(node.children) : 0), 0);
}
