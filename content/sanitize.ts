import sanitizeHtml from "sanitize-html";

const safeRel = "noopener noreferrer";

/**
 * The one allow-list for HTML that comes from a bundle and is later rendered
 * as markup (the principal's message, the information pages). It is kept
 * deliberately small: anything not listed is dropped, so a new kind of
 * attack needs a new tag or attribute here before it can reach a page.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "ul",
    "ol",
    "li",
    "h2",
    "h3",
    "h4",
    "blockquote",
    "a",
    // Only as the scrolling box around a table (see tableScroll below).
    "div",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    // Pictures in rich text (decision 0058): only our own stored images, always with an alt attribute.
    "figure",
    "img",
    "figcaption",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    div: ["class", "role", "tabindex", "aria-label"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    img: ["src", "alt", "width", "height", "data-decorative"],
  },
  allowedClasses: { div: ["table-scroll"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ["href", "src"],
  // "//host/path" would leave the site without saying which scheme it trusts.
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Contents of these are code or markup, never readable text.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "svg", "math", "template", "iframe", "object"],
  transformTags: {
    a: (tagName, attribs) => {
      const kept: sanitizeHtml.Attributes = {};
      if (attribs.href !== undefined) kept.href = attribs.href;
      if (attribs.title !== undefined) kept.title = attribs.title;
      // The information pages mark links to other sites so they get neither a handle on our tab nor our URL.
      if (attribs.rel === safeRel) kept.rel = safeRel;
      // A page opened in a new tab must not get a handle on ours (reverse tabnabbing).
      if (attribs.target === "_blank") {
        kept.target = "_blank";
        kept.rel = safeRel;
      }
      return { tagName, attribs: kept };
    },
    th: tableCell,
    td: tableCell,
    div: tableScroll,
    img: image,
  },
};

const scopes = ["row", "col", "rowgroup", "colgroup"];

/** Table cell attributes keep only values a browser understands: known scopes, small span numbers. */
function tableCell(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const kept: sanitizeHtml.Attributes = { ...attribs };
  if (kept.scope !== undefined && !scopes.includes(kept.scope.trim().toLowerCase())) delete kept.scope;
  else if (kept.scope !== undefined) kept.scope = kept.scope.trim().toLowerCase();
  for (const name of ["colspan", "rowspan"]) {
    const value = kept[name];
    if (value !== undefined && !/^[1-9]\d{0,2}$/.test(value.trim())) delete kept[name];
    else if (value !== undefined) kept[name] = value.trim();
  }
  return { tagName, attribs: kept };
}

/**
 * A div is only ever the box a wide table scrolls in on a phone: focusable so
 * keyboard users can scroll it, and a labelled region so a screen reader
 * says what it holds. Any other role or tabindex value is dropped.
 */
function tableScroll(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const kept: sanitizeHtml.Attributes = {};
  if (attribs.class !== undefined) kept.class = attribs.class;
  if (attribs.role === "region") kept.role = "region";
  if (attribs.tabindex === "0") kept.tabindex = "0";
  if (attribs["aria-label"] !== undefined) kept["aria-label"] = attribs["aria-label"];
  return { tagName, attribs: kept };
}

/**
 * A stored file of our image service, by a path of plain URL characters (a
 * `?w=` query at most): the page policy allows images from the site only, and
 * an address elsewhere would tell another server who reads the page.
 */
const ownImage = /^\/api\/image\/[A-Za-z0-9._~%/-]+(\?[A-Za-z0-9=&,._-]*)?$/;

/**
 * An image keeps its source only when it is one of ours; its alt text always
 * (empty when the picture is decorative, which data-decorative="true" says was
 * meant: decision 0055); its size only as small whole numbers.
 */
function image(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const kept: sanitizeHtml.Attributes = {};
  if (attribs.src !== undefined && ownImage.test(attribs.src) && !attribs.src.includes("..")) kept.src = attribs.src;
  kept.alt = attribs.alt ?? "";
  for (const name of ["width", "height"]) {
    const value = attribs[name]?.trim();
    if (value !== undefined && /^[1-9]\d{0,3}$/.test(value)) kept[name] = value;
  }
  if (attribs["data-decorative"] === "true") kept["data-decorative"] = "true";
  return { tagName, attribs: kept };
}

/**
 * An image left without a source (image() dropped an address that is not ours), as sanitize-html
 * writes it: `<img`, attributes but no src, `/>`. The output has no other `<img` (text and
 * attribute values come out escaped) and no `>` inside a tag, so this finds exactly those images.
 */
const sourcelessImage = /<img(?![^>]*\ssrc=")[^>]*>/g;

/**
 * Cleans HTML from a bundle or a draft before it is stored; the site renders the result as is.
 * Sourceless images are removed from the output in one pass: sanitize-html's exclusiveFilter did
 * it by copying the whole output so far for each one, which made a draft of many pasted images
 * quadratic (issue 21: 10 s for 1.4 MB, every other request waiting).
 */
export function sanitizeStoredHtml(html: string): string {
  return sanitizeHtml(html, options).replace(sourcelessImage, "");
}
