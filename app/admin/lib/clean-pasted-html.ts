/**
 * What is pasted from Word, Google Docs or a web page, made into the plain
 * structure the editor keeps (decision 0057): headings, paragraphs, lists,
 * tables, links, bold and italic stay; classes, styles, fonts, spans, Office
 * markup and pictures from elsewhere go. The editor's schema would drop most
 * of the styling by itself; this handles what it cannot see through:
 *
 * - Word's lists, which are paragraphs with `mso-list` styles and a typed
 *   bullet or number, become real nested lists;
 * - Google Docs' bold and italic, which are spans with font styles, become
 *   `<strong>` and `<em>`, and its all-enclosing `<b style="font-weight:normal">`
 *   stops making everything bold;
 * - headings move down a level when the paste has an `h1` (the page's title is
 *   the only level 1), h5 and h6 become h4;
 * - a table's first row becomes its header row when it is in a thead or all
 *   bold, the way Word and web pages mark headers;
 * - pictures are dropped unless they are already on our image service (a
 *   pasted picture points at the other computer's disk or another site): the
 *   picture button adds them, with their alt text.
 *
 * Runs in the browser; jsdom in the tests.
 */
export function cleanPastedHtml(html: string): string {
  const doc = document.createElement("template").content.ownerDocument;
  const body = doc.createElement("div");
  body.innerHTML = withoutStyles(html);
  removeNoise(body);
  convertWordLists(doc, body);
  convertStyledSpans(doc, body);
  shiftHeadings(doc, body);
  markHeaderRows(doc, body);
  for (const link of [...body.querySelectorAll("a")]) {
    const href = link.getAttribute("href") ?? "";
    // Word's bookmarks (<a name=_Hlk…>) and links into the other computer are not links on the site.
    if (href === "" || href.startsWith("#") || /^(file|javascript|vbscript|data):/i.test(href.trim())) unwrap(link);
  }
  for (const image of [...body.querySelectorAll("img")]) {
    if (!(image.getAttribute("src") ?? "").startsWith("/api/image/")) image.remove();
  }
  for (const element of [...body.querySelectorAll("*")]) keepOnlyMeaningfulAttributes(element);
  for (const paragraph of [...body.querySelectorAll("p")]) {
    if ((paragraph.textContent ?? "").replace(/[\s\u00a0]+/g, "") === "" && !paragraph.querySelector("img")) {
      paragraph.remove();
    }
  }
  return body.innerHTML;
}

/** A start tag, its quoted attribute values taken whole (they may hold ">"). */
const startTag = /<[a-zA-Z](?:[^>"']|"[^"]*"|'[^']*')*>/g;
/** One attribute of a start tag: name, and value if any. */
const attribute = /(\s+)([^\s"'>/=]+)(\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?/g;

/** Where a pasted element's style attribute is kept while the paste is cleaned. */
const pastedStyle = "data-pasted-style";

/**
 * The paste without style elements, and its style attributes renamed, before
 * anything parses it: Chrome reports every inline style it parses, in any
 * document the page makes (DOMParser, a template, a detached document), as a
 * violation of the page's policy, which allows no inline styles; a Word paste
 * has one on nearly every element. Renamed, they still tell Word's lists and
 * Google Docs' bold apart, and go with every other attribute at the end.
 */
export function withoutStyles(html: string): string {
  return html
    .replace(/<style\b[^>]*>[\s\S]*?<\/style\s*>/gi, "")
    .replace(startTag, (tag) =>
      tag.replace(attribute, (whole, space: string, name: string, value = "") =>
        name.toLowerCase() === "style" ? `${space}${pastedStyle}${value}` : whole,
      ),
    );
}

const attributesKept: Record<string, string[]> = {
  a: ["href", "title"],
  img: ["src", "alt", "width", "height", "data-decorative"],
  td: ["colspan", "rowspan"],
  th: ["colspan", "rowspan"],
};

function keepOnlyMeaningfulAttributes(element: Element): void {
  const kept = attributesKept[element.localName] ?? [];
  for (const attribute of [...element.attributes]) {
    if (!kept.includes(attribute.name)) element.removeAttribute(attribute.name);
  }
}

function unwrap(element: Element): void {
  element.replaceWith(...element.childNodes);
}

/** Comments (Word's conditional `<![if …]>` parts among them), styles, scripts and Office's own elements (`o:p`, `v:shape`). */
function removeNoise(body: HTMLElement): void {
  const walker = body.ownerDocument.createTreeWalker(body, 0x80 /* NodeFilter.SHOW_COMMENT */);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
  for (const element of [...body.querySelectorAll("style, script, meta, link, title, xml, template, iframe, object")]) {
    element.remove();
  }
  for (const element of [...body.querySelectorAll("*")]) {
    if (!element.localName.includes(":")) continue;
    // v:shape and the like draw Word's pictures: they go; o:p and friends hold text: it stays.
    if (element.localName.startsWith("v:")) element.remove();
    else unwrap(element);
  }
  // Word's spans that hold a list's typed bullet or number are read before they go (convertWordLists).
}

const styleOf = (element: Element) => (element.getAttribute(pastedStyle) ?? "").toLowerCase().replace(/\s+/g, "");

/** "mso-list:l0 level2 lfo1" → level 2 of list l0; null for an ordinary paragraph. */
function wordListItem(element: Element): { list: string; level: number } | null {
  if (element.localName !== "p" && !/^h[1-6]$/.test(element.localName)) return null;
  const match = /mso-list:(l\d+)level(\d+)/.exec(styleOf(element));
  return match ? { list: match[1], level: Number(match[2]) } : null;
}

/** Removes the typed marker ("·", "o", "1.", "a)") of a Word list paragraph and says whether it was a number or letter. */
function takeMarker(paragraph: Element): boolean {
  const marker = [...paragraph.querySelectorAll("span")].find((span) => styleOf(span).includes("mso-list:ignore"));
  const text = (marker?.textContent ?? "").replace(/[\s\u00a0]+/g, "");
  marker?.remove();
  return /^\(?([0-9]{1,3}|[a-z]{1,2}|[ivxlc]{1,5})[.)]$/i.test(text);
}

/** Consecutive Word list paragraphs become one nested list per run, ul or ol by their typed markers. */
function convertWordLists(doc: Document, body: HTMLElement): void {
  for (const first of [...body.querySelectorAll("p, h1, h2, h3, h4, h5, h6")]) {
    // A paragraph of a run already made into a list has left the tree (parentNode null).
    if (!first.parentNode || !wordListItem(first)) continue;
    const run: Element[] = [];
    let next: Element | null = first;
    while (next && wordListItem(next)) {
      run.push(next);
      next = next.nextElementSibling;
    }
    const baseLevel = Math.min(...run.map((paragraph) => wordListItem(paragraph)?.level ?? 1));
    const lists: HTMLElement[] = [];
    let root: HTMLElement | null = null;
    for (const paragraph of run) {
      const depth = (wordListItem(paragraph)?.level ?? baseLevel) - baseLevel;
      const ordered = takeMarker(paragraph);
      while (lists.length > depth + 1) lists.pop();
      while (lists.length < depth + 1) {
        const list = doc.createElement(ordered ? "ol" : "ul");
        const parent = lists[lists.length - 1];
        if (parent) (parent.lastElementChild ?? parent.appendChild(doc.createElement("li"))).appendChild(list);
        else root = list;
        lists.push(list);
      }
      const item = doc.createElement("li");
      item.append(...paragraph.childNodes);
      lists[lists.length - 1].appendChild(item);
    }
    if (root) first.before(root);
    for (const paragraph of run) paragraph.remove();
  }
}

/** Google Docs and some sites mark bold and italic with styles only. */
function convertStyledSpans(doc: Document, body: HTMLElement): void {
  for (const element of [...body.querySelectorAll("b, strong")]) {
    if (/font-weight:(normal|400)/.test(styleOf(element))) unwrap(element);
  }
  for (const span of [...body.querySelectorAll("span")]) {
    const style = styleOf(span);
    let content: Node = span;
    if (/font-weight:(bold|[6-9]00)/.test(style)) content = wrapChildren(doc, span, "strong");
    if (/font-style:italic/.test(style)) wrapChildren(doc, content === span ? span : (content as Element), "em");
  }
  for (const element of [...body.querySelectorAll("span, font")]) unwrap(element);
}

function wrapChildren(doc: Document, element: Element, name: string): Element {
  const wrapper = doc.createElement(name);
  wrapper.append(...element.childNodes);
  element.appendChild(wrapper);
  return wrapper;
}

function rename(doc: Document, element: Element, name: string): Element {
  const renamed = doc.createElement(name);
  for (const attribute of [...element.attributes]) renamed.setAttribute(attribute.name, attribute.value);
  renamed.append(...element.childNodes);
  element.replaceWith(renamed);
  return renamed;
}

function shiftHeadings(doc: Document, body: HTMLElement): void {
  const headings = [...body.querySelectorAll("h1, h2, h3, h4, h5, h6")];
  const shift = headings.some((heading) => heading.localName === "h1") ? 1 : 0;
  for (const heading of headings) {
    const level = Math.min(4, Math.max(2, Number(heading.localName.slice(1)) + shift));
    if (`h${level}` !== heading.localName) rename(doc, heading, `h${level}`);
  }
}

/** Text inside b/strong only (white space aside), or an empty cell. */
function isAllBold(cell: Element): boolean {
  const text = (cell.textContent ?? "").replace(/[\s\u00a0]+/g, "");
  if (text === "") return true;
  const bold = [...cell.querySelectorAll("b, strong")]
    .filter((element) => !element.parentElement?.closest("b, strong"))
    .map((element) => element.textContent ?? "")
    .join("")
    .replace(/[\s\u00a0]+/g, "");
  return bold === text;
}

function markHeaderRows(doc: Document, body: HTMLElement): void {
  for (const table of [...body.querySelectorAll("table")]) {
    const first = table.querySelector("tr");
    if (!first) continue;
    const cells = [...first.children].filter((cell) => cell.localName === "td" || cell.localName === "th");
    const inHead = first.parentElement?.localName === "thead";
    const hasText = cells.some((cell) => (cell.textContent ?? "").trim() !== "");
    if (cells.length === 0 || !(inHead || (hasText && cells.every(isAllBold)))) continue;
    for (const cell of cells) {
      const header = cell.localName === "th" ? cell : rename(doc, cell, "th");
      // A header cell is bold already; the b inside it would only be noise.
      for (const bold of [...header.querySelectorAll("b, strong")]) unwrap(bold);
    }
  }
}
