import { nodeError, type Problem } from "./problem";
import { elementsOf, type RichTree, textOf } from "./rich-text-tree";

const headingLevel = (name: string): number | null => {
  const match = /^h([1-6])$/.exec(name);
  return match ? Number(match[1]) : null;
};

/**
 * Screen-reader users move through a page by its headings, so the outline
 * must hold together: the page's own title is its only level 1, the field's
 * first heading is level 2, and each heading goes at most one level deeper
 * than the one before it (going back up any number of levels is fine).
 */
export function checkHeadings(tree: RichTree): Problem[] {
  const problems: Problem[] = [];
  let previous: number | null = null;
  for (const element of elementsOf(tree)) {
    const level = headingLevel(element.name);
    if (level === null) continue;
    if (textOf(element) === "") {
      problems.push(
        nodeError(
          "heading-empty",
          element,
          "This heading is empty. Type its words, or turn it back into a normal paragraph.",
        ),
      );
      continue;
    }
    if (level === 1) {
      problems.push(
        nodeError(
          "heading-level-one",
          element,
          "The page title is already the level 1 heading. Make this a level 2 heading.",
        ),
      );
    } else if (previous === null && level > 2) {
      problems.push(
        nodeError(
          "heading-starts-below-two",
          element,
          `The first heading is level ${level}. Start with a level 2 heading, then use level 3 for the parts under it.`,
        ),
      );
    } else if (previous !== null && level > previous + 1) {
      problems.push(
        nodeError(
          "heading-skips-level",
          element,
          `This level ${level} heading comes after a level ${previous} heading, skipping level ${previous + 1}. Use level ${previous + 1}, or add the missing heading above it.`,
        ),
      );
    }
    previous = level;
  }
  return problems;
}
