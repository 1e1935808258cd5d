import { checkCapitals, checkTables, checkTypedLists } from "./block-checks";
import { checkHeadings } from "./heading-checks";
import { checkImages } from "./image-checks";
import { checkLinks } from "./link-checks";
import type { Problem } from "./problem";
import type { RichTree } from "./rich-text-tree";

/**
 * Every publish-time check of a rich-text field (news description, the
 * principal's message, an information page), in document order: the order an
 * editor reads the list in. Pure, so the editor runs it on every change and
 * the server runs it again at publish.
 */
export function checkRichTextTree(tree: RichTree): Problem[] {
  const problems = [
    ...checkImages(tree),
    ...checkHeadings(tree),
    ...checkTables(tree),
    ...checkCapitals(tree),
    ...checkTypedLists(tree),
    ...checkLinks(tree),
  ];
  const at = (problem: Problem) => (problem.locator.kind === "node" ? problem.locator.index : -1);
  // Array.prototype.sort is stable: problems at one element keep the order above.
  return problems.sort((a, b) => at(a) - at(b));
}
