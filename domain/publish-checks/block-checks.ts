import { nodeError, type Problem } from "./problem";
import { elementsOf, type RichElement, type RichNode, type RichTree, textOf } from "./rich-text-tree";

const childElements = (element: RichElement) =>
  element.children.filter((child): child is RichElement => child.kind === "element");

/** The table's rows in order, whether in thead, tbody, tfoot or straight under table. */
function rowsOf(table: RichElement): RichElement[] {
  return elementsOf(table.children).filter((element) => element.name === "tr");
}

/**
 * A header row is a row of th cells at the top of the table (in a thead or
 * as the first row): a screen reader then says each cell's column name.
 */
export function hasHeaderRow(table: RichElement): boolean {
  const first = rowsOf(table)[0];
  if (!first) return false;
  const cells = childElements(first).filter((cell) => cell.name === "th" || cell.name === "td");
  return cells.length > 0 && cells.every((cell) => cell.name === "th");
}

export function checkTables(tree: RichTree): Problem[] {
  return elementsOf(tree)
    .filter((element) => element.name === "table" && !hasHeaderRow(element))
    .map((table) =>
      nodeError(
        "table-no-header-row",
        table,
        "This table has no header row. Make its first row the header (the names of the columns), so a screen reader can say which column each figure is in.",
      ),
    );
}

/**
 * Text in capitals only is read letter by letter by some screen readers and is
 * harder for everyone to read. A paragraph counts when it has at least two
 * words and eight letters, none of them lower case: short acronyms such as
 * "CBSE" or "SUPW" alone are not shouting.
 */
export function isAllCapitals(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  const cased = letters.filter((letter) => letter.toLowerCase() !== letter.toUpperCase());
  const words = text.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  return words.length >= 2 && cased.length >= 8 && cased.every((letter) => letter === letter.toUpperCase());
}

export function checkCapitals(tree: RichTree): Problem[] {
  return elementsOf(tree)
    .filter((element) => element.name === "p" && isAllCapitals(textOf(element)))
    .map((paragraph) =>
      nodeError(
        "paragraph-all-capitals",
        paragraph,
        "This paragraph is written in capitals only, which is hard to read and some screen readers spell it out. Write it in normal sentence case; use bold for the words that matter.",
      ),
    );
}

/** "* ", "- ", "• ", "1. ", "2) ": how a list typed by hand starts each line. */
const listMarker = /^\s*([*•·‣◦▪–-]|\(?\d{1,3}[.)])\s+\S/;

/** The lines of a paragraph as it shows them: split at each line break. */
function linesOf(paragraph: RichElement): string[] {
  const lines: string[] = [""];
  const visit = (nodes: readonly RichNode[]) => {
    for (const node of nodes) {
      if (node.kind === "text") lines[lines.length - 1] += node.text;
      else if (node.name === "br") lines.push("");
      else visit(node.children);
    }
  };
  visit(paragraph.children);
  return lines.map((line) => line.replace(/\s+/g, " ").trim()).filter((line) => line !== "");
}

/**
 * A list typed by hand (lines starting with asterisks, dashes or numbers) is
 * read as plain text: a screen reader cannot say "list, 5 items" or move
 * through it. Two or more such lines in a row make one problem, at the first:
 * within one paragraph (lines split by line breaks) or across paragraphs that
 * follow each other.
 */
export function checkTypedLists(tree: RichTree): Problem[] {
  const problems: Problem[] = [];
  const flagged = new Set<RichElement>();
  const containers: readonly (readonly RichNode[])[] = [tree, ...elementsOf(tree).map((element) => element.children)];
  for (const siblings of containers) {
    let run: RichElement[] = [];
    let runLines = 0;
    const close = () => {
      if (runLines >= 2 && !flagged.has(run[0])) {
        flagged.add(run[0]);
        problems.push(
          nodeError(
            "list-typed-by-hand",
            run[0],
            "This looks like a list typed by hand, with stars, dashes or numbers. Use the bullet list or numbered list button instead, so a screen reader can announce it as a list.",
          ),
        );
      }
      run = [];
      runLines = 0;
    };
    for (const node of siblings) {
      if (node.kind === "text") {
        if (node.text.trim() !== "") close();
        continue;
      }
      if (node.name !== "p") {
        close();
        continue;
      }
      const lines = linesOf(node);
      const marked = lines.filter((line) => listMarker.test(line)).length;
      if (lines.length > 0 && marked === lines.length) {
        run.push(node);
        runLines += marked;
      } else {
        close();
        // Lines after a first line of ordinary text ("Bring: <br>* pen <br>* book") are a list on their own.
        if (lines.length > 2 && lines.slice(1).every((line) => listMarker.test(line))) {
          run.push(node);
          runLines = lines.length - 1;
          close();
        }
      }
    }
    close();
  }
  return problems;
}
