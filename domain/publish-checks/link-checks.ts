import { nodeError, type Problem } from "./problem";
import { elementsOf, type RichTree, textOf } from "./rich-text-tree";

/**
 * Link text that makes no sense out of context. Screen-reader users often
 * list a page's links on their own, where ten "click here"s cannot be told apart.
 */
const vagueTexts = new Set([
  "click here",
  "click",
  "here",
  "read more",
  "more",
  "more info",
  "link",
  "this link",
  "click this link",
  "details",
]);

export function isVagueLinkText(text: string): boolean {
  const words = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return vagueTexts.has(words);
}

/** "https://…", "http://…", "www.…": an address read out character by character. */
export function isBareUrl(text: string): boolean {
  return /^(https?:\/\/|www\.)\S+$/i.test(text.trim());
}

export function checkLinks(tree: RichTree): Problem[] {
  const problems: Problem[] = [];
  for (const link of elementsOf(tree).filter((element) => element.name === "a")) {
    const text = textOf(link);
    if (text === "") {
      problems.push(
        nodeError(
          "link-empty",
          link,
          "This link has no words, so a screen reader can only read out its address. Type the link's text, or remove the link.",
        ),
      );
    } else if (isVagueLinkText(text)) {
      problems.push(
        nodeError(
          "link-text-vague",
          link,
          `The link text "${text}" does not say where the link goes. Use words that name it, for example "Admission guidelines (PDF)".`,
        ),
      );
    } else if (isBareUrl(text)) {
      problems.push(
        nodeError(
          "link-text-bare-url",
          link,
          "The link text is a web address, which a screen reader reads out letter by letter. Use words that name the page instead.",
        ),
      );
    }
  }
  return problems;
}
