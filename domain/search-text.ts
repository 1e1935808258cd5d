/**
 * The text rules of site search (docs/decisions/0047-site-search.md), shared by the index,
 * the query and the snippet, so that what is stored and what is asked for are cut alike.
 *
 * SQLite's FTS5 `unicode61` tokenizer, configured with `categories 'L* N* Co M*'`, keeps
 * letters, digits, private-use characters and combining marks in a word: Devanagari vowel
 * signs and viramas (categories Mc and Mn) stay inside `हिन्दी` instead of splitting it
 * into `ह`, `न`, `द`. `searchTerms` cuts a query by the same categories.
 */

/** Shorter queries (in code points, `हि` is two) are matched as a plain substring. */
export const minTermLength = 3;

/** The longest query read; a query is a few words, never a paragraph. */
export const maxQueryLength = 100;

/** Results one search answers at most. */
export const maxSearchHits = 50;

/**
 * Marks around the matched words in the text the store answers. Control characters: the
 * normalisation below takes them out of every indexed text, so they can only be marks.
 */
export const markStart = "\u0002";
export const markEnd = "\u0003";

// C0/C1 controls but tab and newline, and zero-width joiners: ZWJ and ZWNJ (category Cf)
// would cut a Devanagari word in two for the tokenizer while changing only its shape.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const unwanted = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200c\u200d]/g;

/** The parts that have text, one space between: a document's body made of several fields. */
export const joinedText = (...parts: Array<string | null | undefined>): string =>
  parts.filter((part) => part?.trim()).join(" ");

/** NFC, without control characters and zero-width joiners: the form of every indexed text and query. */
export function normalizeSearchText(text: string): string {
  return text.normalize("NFC").replace(unwanted, "");
}

/** The query as searched for: normalised, spaces collapsed, at most `maxQueryLength` code points. */
export function normalizeQuery(query: string): string {
  const text = normalizeSearchText(query).trim().replace(/\s+/g, " ");
  return [...text].slice(0, maxQueryLength).join("").trim();
}

const separator = /[^\p{L}\p{N}\p{M}\p{Co}]+/u;

/** The query's words, as the tokenizer cuts them (separators are what is not L*, N*, Co or M*). */
export function searchTerms(query: string): string[] {
  return normalizeQuery(query)
    .split(separator)
    .filter((term) => term !== "");
}

export const codePoints = (text: string): number => [...text].length;

/** An FTS5 query that wants every term as a whole word (each quoted, so no term is read as syntax). */
export function ftsWordQuery(terms: readonly string[]): string {
  return terms.map((term) => `"${term.replaceAll('"', '""')}"`).join(" ");
}

/** A piece of a title or snippet; `mark` pieces are what the query matched. */
export type MarkedPiece = { text: string; mark: boolean };

/** Splits text carrying `markStart`/`markEnd` into pieces, joining neighbours of the same kind. */
export function piecesOf(marked: string): MarkedPiece[] {
  const pieces: MarkedPiece[] = [];
  let mark = false;
  let current = "";
  const push = () => {
    if (current === "") return;
    const last = pieces.at(-1);
    if (last && last.mark === mark) last.text += current;
    else pieces.push({ text: current, mark });
    current = "";
  };
  for (const char of marked) {
    if (char === markStart || char === markEnd) {
      push();
      mark = char === markStart;
    } else current += char;
  }
  push();
  return pieces;
}

/**
 * The text with every occurrence of the needles marked, without regard to case: the
 * highlight of a match FTS5's own `highlight()` cannot give (substring and trigram matches).
 */
export function markOccurrences(text: string, needles: readonly string[]): MarkedPiece[] {
  const lower = text.toLowerCase();
  const wanted = needles.map((needle) => needle.toLowerCase()).filter((needle) => needle !== "");
  // toLowerCase may change a string's length (İ); marking is then skipped rather than misplaced.
  if (wanted.length === 0 || lower.length !== text.length) return text === "" ? [] : [{ text, mark: false }];
  const marked = new Array<boolean>(text.length).fill(false);
  for (const needle of wanted) {
    for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, at + needle.length)) {
      marked.fill(true, at, at + needle.length);
    }
  }
  const pieces: MarkedPiece[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const last = pieces.at(-1);
    if (last && last.mark === marked[index]) last.text += text[index];
    else pieces.push({ text: text[index], mark: marked[index] });
  }
  return pieces;
}

/**
 * About `width` characters of `text` around the first occurrence of a needle, the needles
 * marked, with "…" where text was left out. Cuts fall on spaces where there is one near.
 */
export function substringSnippet(text: string, needles: readonly string[], width = 160): MarkedPiece[] {
  const lower = text.toLowerCase();
  const positions = needles
    .map((needle) => lower.indexOf(needle.toLowerCase()))
    .filter((position) => position >= 0)
    .sort((a, b) => a - b);
  const first = positions[0] ?? 0;
  let start = Math.max(0, first - Math.floor(width / 3));
  let end = Math.min(text.length, start + width);
  if (start > 0) {
    const space = text.indexOf(" ", start);
    if (space >= 0 && space < first) start = space + 1;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    if (space > first) end = space;
  }
  const pieces = markOccurrences(text.slice(start, end), needles);
  if (start > 0) pieces.unshift({ text: "…", mark: false });
  if (end < text.length) pieces.push({ text: "…", mark: false });
  return pieces;
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/**
 * The words of stored HTML (an information page as the import rendered and cleaned it):
 * tags become spaces, entities their characters. Enough for an index; never shown as HTML.
 */
export function htmlToText(html: string): string {
  return (
    html
      .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
      // A block ends a word; an inline tag (a link, bold) sits inside a sentence and adds no space.
      .replace(/<\/?(p|div|li|ul|ol|h[1-6]|br|hr|tr|td|th|table|thead|tbody|section|blockquote|pre)\b[^>]*>/gi, " ")
      .replace(/<[^>]*>/g, "")
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
        if (name[0] === "#") {
          const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
          return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : " ";
        }
        return entities[name.toLowerCase()] ?? whole;
      })
      .replace(/\s+/g, " ")
      .trim()
  );
}
