import { excerptOf, type RichElement } from "./rich-text-tree";

/**
 * `error` refuses the publish; `warning` is shown but lets it through (the
 * PDF checks: the school often cannot fix a circular it received).
 */
export type Severity = "error" | "warning";

/**
 * Where the fault is. `node`: an element of a rich-text field, by its index in
 * document order (rich-text-tree.ts) with its tag and a short excerpt; `field`:
 * a plain field of a record (an event's date); `file`: a linked or attached file.
 */
export type Locator =
  | {
      kind: "node";
      index: number;
      tag: string;
      excerpt: string;
      /** A picture's: the stored path of the upload it shows, for its thumbnail (picture-names.ts). */
      picture?: string;
      /** A picture known by no name: its place among the text's pictures, from 1 ("Picture 2"). */
      number?: number;
    }
  | { kind: "field"; field: string }
  /** `name`: the file's uploaded name, when known (picture-names.ts). */
  | { kind: "file"; file: string; name?: string };

export type Problem = {
  /** Stable: screens, tests and the activity log key on it. */
  code: ProblemCode;
  /** Plain words for a school clerk: what is wrong and what to do. */
  message: string;
  severity: Severity;
  locator: Locator;
};

export const problemCodes = [
  "image-alt-missing",
  "image-alt-file-name",
  "image-alt-generic",
  "image-alt-same-as-caption",
  "image-alt-too-long",
  "heading-level-one",
  "heading-starts-below-two",
  "heading-skips-level",
  "heading-empty",
  "table-no-header-row",
  "paragraph-all-capitals",
  "list-typed-by-hand",
  "link-text-vague",
  "link-text-bare-url",
  "link-empty",
  "event-date-missing",
  "event-venue-missing",
  "pdf-untagged",
  "pdf-no-title",
  "pdf-no-language",
  "pdf-unreadable",
] as const;

export type ProblemCode = (typeof problemCodes)[number];

export function nodeLocator(node: RichElement): Locator {
  return { kind: "node", index: node.index, tag: node.name, excerpt: excerptOf(node) };
}

/** An error at an element of a rich-text field. */
export function nodeError(code: ProblemCode, node: RichElement, message: string): Problem {
  return { code, message, severity: "error", locator: nodeLocator(node) };
}

/** True when the list holds a problem that refuses the publish. */
export function refusesPublish(problems: readonly Problem[]): boolean {
  return problems.some((problem) => problem.severity === "error");
}
