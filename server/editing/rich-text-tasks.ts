import { sanitizeStoredHtml } from "#content/sanitize";
import { checkRichTextHtml } from "#domain/publish-checks/check-html";
import { parseRichText } from "#domain/publish-checks/parse-rich-text";
import { linkedPdfs } from "#domain/publish-checks/pdf-checks";
import { type Locator, nodeLocator } from "#domain/publish-checks/problem";

/** A PDF a rich text links to: its address, and where the link is for a warning to point at. */
export type PdfLink = { href: string; locator: Locator };

/**
 * What is done with a draft's rich text, by name: on the event loop for a short text, in the
 * thread of server/editing/rich-text-thread.ts for a long one. Each takes the HTML and answers
 * plain data, which passes between threads as it is.
 */
export const richTextTasks = {
  clean: (html: string): string => sanitizeStoredHtml(html),
  check: (html: string) => checkRichTextHtml(html),
  pdfLinks: (html: string): PdfLink[] =>
    linkedPdfs(parseRichText(html)).map(({ link, href }) => ({ href, locator: nodeLocator(link) })),
};

export type RichTextTasks = typeof richTextTasks;
export type RichTextTaskName = keyof RichTextTasks;
export type RichTextTask = { id: number; task: RichTextTaskName; html: string };
