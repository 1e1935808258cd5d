import type { Mark, Node as PmNode } from "@tiptap/pm/model";
import type { RichElement, RichNode, RichTree } from "#domain/publish-checks/rich-text-tree";

/**
 * The editor's document as the HTML we store, written by hand rather than by
 * ProseMirror's DOM serialiser, so that (decision 0057):
 *
 * - it is exactly what content/sanitize.ts would write (same tags, attribute
 *   order, escaping, `<br />` and `<img … />`): sanitising it changes nothing;
 * - it has the shape the site renders from Markdown: tables in their labelled
 *   scrolling box with a thead of `th scope="col"`, cells and tight list items
 *   without a `<p>` around their text, no styles, widths or empty paragraphs;
 * - the same walk builds the tree the publish checks read, numbered like the
 *   HTML's elements, and where each element starts in the document, so a
 *   problem can select its place.
 */
export type EditorOutput = {
  html: string;
  tree: RichTree;
  /** The document position of each element, by its index in `tree`. */
  positions: number[];
};

type Attrs = [string, string][];

/** The marks written, and which goes outside when two start and end together: links, then bold, then italic. */
const markOrder = ["link", "bold", "italic"];

export function editorOutput(doc: PmNode, fallbackTableLabel = "Table"): EditorOutput {
  const positions: number[] = [];
  const tableLabels = labelTables(doc, fallbackTableLabel);

  type Open = { element: RichElement & { children: RichNode[] }; html: string[] };
  const root: Open = {
    element: { kind: "element", name: "", attrs: {}, children: [], index: -1 },
    html: [],
  };
  const stack: Open[] = [root];
  const top = () => stack[stack.length - 1];

  const open = (name: string, attrs: Attrs, position: number) => {
    const element = {
      kind: "element" as const,
      name,
      attrs: Object.fromEntries(attrs),
      children: [] as RichNode[],
      index: positions.length,
    };
    positions.push(position);
    top().element.children.push(element);
    top().html.push(`<${name}${attrs.map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`).join("")}>`);
    stack.push({ element, html: [] });
  };
  const close = () => {
    const done = stack.pop() as Open;
    top().html.push(...done.html, `</${done.element.name}>`);
  };
  const empty = (name: string, attrs: Attrs, position: number) => {
    positions.push(position);
    top().element.children.push({
      kind: "element",
      name,
      attrs: Object.fromEntries(attrs),
      children: [],
      index: positions.length - 1,
    });
    top().html.push(`<${name}${attrs.map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`).join("")} />`);
  };
  const text = (value: string) => {
    const siblings = top().element.children;
    const last = siblings[siblings.length - 1];
    if (last?.kind === "text") siblings[siblings.length - 1] = { kind: "text", text: last.text + value };
    else siblings.push({ kind: "text", text: value });
    top().html.push(escapeText(value));
  };

  /**
   * Inline content: text runs with their marks opened and closed as they
   * change, and line breaks. A mark still running stays open (so `<em>a
   * <strong>b</strong> c</em>` comes back as it went in); of the marks that
   * start together, the one that runs longer goes outside.
   */
  const inline = (parent: PmNode, start: number) => {
    const children: { node: PmNode; position: number; marks: Mark[] }[] = [];
    parent.forEach((node, offset) => {
      // A link without an address would lose its href to the sanitiser: it is left out as a link.
      const marks = node.marks.filter(
        (mark) => markOrder.includes(mark.type.name) && (mark.type.name !== "link" || mark.attrs.href),
      );
      children.push({ node, position: start + offset, marks });
    });
    const runLength = (mark: Mark, from: number) => {
      let end = from;
      while (end < children.length && mark.isInSet(children[end].marks)) end += 1;
      return end - from;
    };
    let active: Mark[] = [];
    children.forEach(({ node, position, marks }, index) => {
      let keep = 0;
      while (keep < active.length && active[keep].isInSet(marks)) keep += 1;
      for (let open = active.length; open > keep; open -= 1) close();
      active = active.slice(0, keep);
      const opening = marks
        .filter((mark) => !mark.isInSet(active))
        .sort(
          (a, b) =>
            runLength(b, index) - runLength(a, index) ||
            markOrder.indexOf(a.type.name) - markOrder.indexOf(b.type.name),
        );
      for (const mark of opening) openMark(mark, position);
      active = [...active, ...opening];
      if (node.isText) text(node.text ?? "");
      else if (node.type.name === "hardBreak") empty("br", [], position);
    });
    for (let open = active.length; open > 0; open -= 1) close();
  };
  const openMark = (mark: Mark, position: number) => {
    if (mark.type.name === "bold") open("strong", [], position);
    else if (mark.type.name === "italic") open("em", [], position);
    else open("a", linkAttrs(mark), position);
  };

  /** A cell's or list item's content: a lone paragraph (lists after it aside) loses its <p>, as in Markdown's tight lists. */
  const blocksUnwrapped = (node: PmNode, start: number) => {
    const paragraphs = countChildren(node, "paragraph");
    node.forEach((child, offset) => {
      const position = start + offset;
      if (child.type.name === "paragraph" && paragraphs === 1) inline(child, position + 1);
      else block(child, position);
    });
  };

  const block = (node: PmNode, position: number) => {
    const inside = position + 1;
    switch (node.type.name) {
      case "paragraph":
        if (node.content.size === 0) return;
        open("p", [], position);
        inline(node, inside);
        close();
        return;
      case "heading":
        open(`h${node.attrs.level}`, [], position);
        inline(node, inside);
        close();
        return;
      case "bulletList":
      case "orderedList":
        open(node.type.name === "bulletList" ? "ul" : "ol", [], position);
        node.forEach((item, offset) => {
          open("li", [], inside + offset);
          blocksUnwrapped(item, inside + offset + 1);
          close();
        });
        close();
        return;
      case "table":
        table(node, position);
        return;
      case "image":
        image(node, position);
        return;
      default:
        // Only what the schema allows reaches here; a node it has no HTML for is left out rather than guessed at.
        return;
    }
  };

  const table = (node: PmNode, position: number) => {
    const rows: { row: PmNode; position: number }[] = [];
    node.forEach((row, offset) => {
      rows.push({ row, position: position + 1 + offset });
    });
    const headerRow =
      rows.length > 0 && countChildren(rows[0].row, "tableHeader") === rows[0].row.childCount ? rows[0] : null;
    const label = tableLabels.get(node) ?? fallbackTableLabel;
    open(
      "div",
      [
        ["class", "table-scroll"],
        ["role", "region"],
        ["tabindex", "0"],
        ["aria-label", label],
      ],
      position,
    );
    open("table", [], position);
    const section = (name: string, list: typeof rows) => {
      if (list.length === 0) return;
      open(name, [], list[0].position);
      for (const { row, position: rowPosition } of list) {
        open("tr", [], rowPosition);
        row.forEach((cell, offset) => {
          const header = cell.type.name === "tableHeader";
          const attrs: Attrs = header ? [["scope", name === "thead" ? "col" : "row"]] : [];
          if (cell.attrs.colspan > 1) attrs.push(["colspan", String(cell.attrs.colspan)]);
          if (cell.attrs.rowspan > 1) attrs.push(["rowspan", String(cell.attrs.rowspan)]);
          open(header ? "th" : "td", attrs, rowPosition + 1 + offset);
          blocksUnwrapped(cell, rowPosition + 2 + offset);
          close();
        });
        close();
      }
      close();
    };
    section("thead", headerRow ? [headerRow] : []);
    section("tbody", headerRow ? rows.slice(1) : rows);
    close();
    close();
  };

  const image = (node: PmNode, position: number) => {
    const { src, alt, width, height, decorative, caption } = node.attrs;
    if (typeof src !== "string" || src === "") return;
    const attrs: Attrs = [
      ["src", src],
      ["alt", decorative ? "" : String(alt ?? "")],
    ];
    if (width) attrs.push(["width", String(width)]);
    if (height) attrs.push(["height", String(height)]);
    if (decorative) attrs.push(["data-decorative", "true"]);
    const captionText = String(caption ?? "").trim();
    if (captionText === "") {
      empty("img", attrs, position);
      return;
    }
    open("figure", [], position);
    empty("img", attrs, position);
    open("figcaption", [], position);
    text(captionText);
    close();
    close();
  };

  doc.forEach((child, offset) => {
    block(child, offset);
  });
  return { html: root.html.join(""), tree: root.element.children, positions };
}

function countChildren(node: PmNode, typeName: string): number {
  let count = 0;
  node.forEach((child) => {
    if (child.type.name === typeName) count += 1;
  });
  return count;
}

/** href, title, and rel="noopener noreferrer" on links to other sites, as content/page-render.ts marks them. */
function linkAttrs(mark: Mark): Attrs {
  const href = String(mark.attrs.href ?? "");
  const attrs: Attrs = [["href", href]];
  if (mark.attrs.title) attrs.push(["title", String(mark.attrs.title)]);
  if (/^https?:\/\//i.test(href)) attrs.push(["rel", "noopener noreferrer"]);
  return attrs;
}

/**
 * Each table's name for its scrolling region: the nearest heading above it
 * (the fallback, say the page's title, when there is none), " (2)" and so on
 * for repeats, as content/page-render.ts names the tables of a page.
 */
function labelTables(doc: PmNode, fallback: string): Map<PmNode, string> {
  const labels = new Map<PmNode, string>();
  const used = new Map<string, number>();
  let heading: string | null = null;
  doc.descendants((node) => {
    if (node.type.name === "heading") {
      const words = node.textContent.replace(/\s+/g, " ").trim();
      if (words !== "") heading = words;
      return false;
    }
    if (node.type.name === "table") {
      const base = heading ?? fallback;
      const count = (used.get(base) ?? 0) + 1;
      used.set(base, count);
      labels.set(node, count === 1 ? base : `${base} (${count})`);
      return false;
    }
    return true;
  });
  return labels;
}

/** What sanitize-html escapes in text (it decodes entities first, so a no-break space stays a character). */
function escapeText(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, "&quot;");
}
