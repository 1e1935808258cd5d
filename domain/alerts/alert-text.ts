import type { AlertFile } from "./alert-topics";

/** The longest summary a mail gives of an item; the rest is one click away. */
export const alertSummaryLength = 300;

/** A text cut at a word before `alertSummaryLength`, with an ellipsis when cut. */
export function alertSummary(text: string): string {
  const plain = text.replace(/\s+/g, " ").trim();
  if (plain.length <= alertSummaryLength) return plain;
  const cut = plain.slice(0, alertSummaryLength - 1);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > alertSummaryLength / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/** An item's attachments as a mail names them: stored names are content hashes, so by their place. */
export function attachmentFiles(paths: readonly string[]): AlertFile[] {
  return paths.map((path, index) => ({ path, label: `Attachment ${index + 1}` }));
}
