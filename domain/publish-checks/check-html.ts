import { checkRichTextTree } from "./check-rich-text";
import { parseRichText } from "./parse-rich-text";
import type { Problem } from "./problem";

/**
 * The publish-time checks of a rich-text field as stored (HTML). The server's
 * entry point; the editor calls checkRichTextTree on the tree it builds itself,
 * so the browser never loads the HTML parser.
 */
export function checkRichTextHtml(html: string): Problem[] {
  return checkRichTextTree(parseRichText(html));
}
