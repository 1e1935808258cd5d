import { htmlToText } from "./search-text";

/**
 * Whether a description is rich text (HTML the admin area's editor wrote, or a bundle wrote the
 * same way) rather than plain text (issue 13). Plain text stays plain: a description such as
 * "Marks < 40 need a retest" is shown as typed. Rich text is cleaned by the sanitiser wherever it
 * is stored (a bundle import, a save in the admin area), so the site may render it as HTML.
 */
const blockStart = /^<(p|h[2-4]|ul|ol|table|figure|div|blockquote)(\s[^>]*)?>/i;

export function isRichText(value: string): boolean {
  return blockStart.test(value.trimStart());
}

/**
 * Rich text placed under a heading of its own (a news item's title is an h2 on /News): its
 * headings move down `by` levels, so the page's outline stays in order. h6 is the floor.
 */
export function shiftHeadings(html: string, by: number): string {
  return html.replace(/<(\/?)h([1-6])(?=[\s>])/gi, (_whole, slash: string, level: string) => {
    return `<${slash}h${Math.min(6, Number(level) + by)}`;
  });
}

/** A description as plain words: rich text without its tags (feeds, structured data, search). */
export function plainDescription(description: string): string {
  return isRichText(description) ? htmlToText(description) : description;
}
