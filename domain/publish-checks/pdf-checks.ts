import type { Locator, Problem } from "./problem";
import { elementsOf, type RichElement, type RichTree } from "./rich-text-tree";

/**
 * What a PDF's catalog says about its accessibility, as
 * server/files/pdf-accessibility.ts reads it. `unreadable`: not a PDF we can
 * parse, or encrypted (its title and language are then encrypted too).
 */
export type PdfFacts =
  | { readable: true; tagged: boolean; title: string | null; language: string | null }
  | { readable: false; reason: "not-a-pdf" | "encrypted" };

/**
 * Warnings, never refusals: a school often publishes a circular it received
 * and cannot re-make. Each tells the clerk what to change when they can.
 */
export function checkPdfFacts(facts: PdfFacts, locator: Locator): Problem[] {
  const warn = (code: Problem["code"], message: string): Problem => ({ code, message, severity: "warning", locator });
  if (!facts.readable) {
    return [
      warn(
        "pdf-unreadable",
        facts.reason === "encrypted"
          ? "This PDF is protected, so its accessibility could not be checked. If you can, save it again without protection."
          : "This file could not be read as a PDF. Check that it opens, and save it again as PDF.",
      ),
    ];
  }
  const problems: Problem[] = [];
  if (!facts.tagged) {
    problems.push(
      warn(
        "pdf-untagged",
        'This PDF is not tagged, so a screen reader cannot follow its headings, lists and tables. In Word, save it with "Document structure tags for accessibility" ticked.',
      ),
    );
  }
  if (facts.title === null) {
    problems.push(
      warn(
        "pdf-no-title",
        "This PDF has no title, so a screen reader announces its file name. Set the title in the document's properties before saving it as PDF.",
      ),
    );
  }
  if (facts.language === null) {
    problems.push(
      warn(
        "pdf-no-language",
        "This PDF does not say its language, so a screen reader may read it with the wrong voice. Set the document's language before saving it as PDF.",
      ),
    );
  }
  return problems;
}

/** A link whose address ends in .pdf (before any query or fragment): the PDFs a field links to. */
export function linkedPdfs(tree: RichTree): { link: RichElement; href: string }[] {
  return elementsOf(tree)
    .filter((element) => element.name === "a" && /\.pdf$/i.test((element.attrs.href ?? "").split(/[?#]/)[0]))
    .map((link) => ({ link, href: link.attrs.href as string }));
}
