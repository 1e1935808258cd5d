/**
 * The checks read a rich-text field as this small tree rather than as a DOM or
 * a parser's node type, so that they are pure and run the same anywhere: the
 * server builds it from stored HTML (parse-rich-text.ts), the editor from its
 * own document, and both number the elements the same way.
 */
export type RichElement = {
  kind: "element";
  /** Lower-case tag name. */
  name: string;
  attrs: Readonly<Record<string, string>>;
  children: readonly RichNode[];
  /** Position among the field's elements in document order (pre-order), from 0: the locator an editor points at. */
  index: number;
};

export type RichText = { kind: "text"; text: string };

export type RichNode = RichElement | RichText;

/** The field itself: a list of top-level nodes. */
export type RichTree = readonly RichNode[];

/** Every element, in document order (pre-order). */
export function elementsOf(nodes: readonly RichNode[]): RichElement[] {
  const found: RichElement[] = [];
  const visit = (list: readonly RichNode[]) => {
    for (const node of list) {
      if (node.kind !== "element") continue;
      found.push(node);
      visit(node.children);
    }
  };
  visit(nodes);
  return found;
}

/** What a reader sees of the node: its text, with image alt text, runs of white space made one space, trimmed. */
export function textOf(node: RichNode | RichTree): string {
  return rawText(node).replace(/\s+/g, " ").trim();
}

function rawText(node: RichNode | RichTree): string {
  if (Array.isArray(node)) return (node as RichTree).map(rawText).join("");
  const one = node as RichNode;
  if (one.kind === "text") return one.text;
  if (one.name === "img") return one.attrs.alt ?? "";
  if (one.name === "br") return " ";
  return one.children.map(rawText).join("");
}

const excerptLength = 60;

/** A short quotation an editor recognises the place by. */
export function excerptOf(node: RichElement): string {
  const text = node.name === "img" ? (node.attrs.alt ?? "") || fileNameOf(node.attrs.src ?? "") : textOf(node);
  return text.length <= excerptLength ? text : `${text.slice(0, excerptLength - 1).trimEnd()}…`;
}

function fileNameOf(src: string): string {
  return src.split(/[?#]/)[0].split("/").pop() ?? "";
}
