import { Parser } from "htmlparser2";
import type { RichElement, RichNode, RichTree } from "./rich-text-tree";

/** Elements whose content is code, never text a reader sees. */
const skipped = new Set(["script", "style", "template"]);

/**
 * Reads stored HTML into the tree the checks take. htmlparser2 (what
 * sanitize-html parses with, so it reads stored HTML the way the sanitiser
 * wrote it) closes void and implied elements itself and decodes entities.
 * Comments, scripts and styles are skipped.
 */
export function parseRichText(html: string): RichTree {
  const root: RichNode[] = [];
  const open: { children: RichNode[] }[] = [];
  let count = 0;
  let skipping = 0;
  const siblings = () => (open.length === 0 ? root : open[open.length - 1].children);

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (skipping > 0 || skipped.has(name)) {
          skipping += 1;
          return;
        }
        const children: RichNode[] = [];
        const element: RichElement = { kind: "element", name, attrs: { ...attribs }, children, index: count };
        count += 1;
        siblings().push(element);
        open.push({ children });
      },
      ontext(text) {
        if (skipping > 0) return;
        const list = siblings();
        const last = list[list.length - 1];
        if (last?.kind === "text") list[list.length - 1] = { kind: "text", text: last.text + text };
        else list.push({ kind: "text", text });
      },
      onclosetag() {
        if (skipping > 0) skipping -= 1;
        else open.pop();
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return root;
}
