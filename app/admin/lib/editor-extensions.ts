import type { Extensions } from "@tiptap/core";
import { Table, TableCell, TableHeader, TableRow } from "@tiptap/extension-table";
import StarterKit from "@tiptap/starter-kit";
import { Picture } from "#app/admin/lib/editor-image.ts";
import { isAllowedHref } from "#app/admin/lib/link-address.ts";

/**
 * Cells keep their spans and nothing else: column widths and alignment would
 * come back as style attributes, which neither the sanitiser nor the page
 * policy (no inline styles) lets through.
 */
const cellAttributes = () => ({ colspan: { default: 1 }, rowspan: { default: 1 } });

/**
 * The schema: exactly what the site renders from rich text (decision 0057).
 * Headings 2 to 4, paragraphs, bold, italic, bullet and numbered lists,
 * links, tables with a header row, pictures with alt text, line breaks. No
 * underline, strike, code, quotes or rules, so neither typing nor pasting can
 * make them. Markdown-like typing stays (`## ` a heading, `* ` or `1. ` a
 * list), so a list typed by hand becomes a real one.
 */
export function editorExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      underline: false,
      dropcursor: false,
      link: {
        openOnClick: false,
        autolink: false,
        linkOnPaste: true,
        HTMLAttributes: { target: null, rel: null, class: null },
        isAllowedUri: (url) => isAllowedHref(url),
      },
    }),
    // The table as plain table > tbody: no column group, widths or resize handles (TableView sets styles).
    Table.extend({
      renderHTML: () => ["table", {}, ["tbody", 0]],
    }).configure({ resizable: false, View: null }),
    TableRow,
    TableHeader.extend({ addAttributes: cellAttributes }),
    TableCell.extend({ addAttributes: cellAttributes }),
    Picture,
  ];
}
