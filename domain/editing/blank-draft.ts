/**
 * A draft nobody typed into (issue 23): every value empty. An item is made only when its form
 * first holds something (decision 0098), and a blank draft never made before that rule, or one
 * typed into and emptied again, holds nothing a person would miss: a bundle import need not keep it.
 */
export function isBlankDraft(values: Readonly<Record<string, unknown>>): boolean {
  return Object.values(values).every(isBlankValue);
}

function isBlankValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return isBlankText(value);
  if (Array.isArray(value)) return value.every(isBlankValue);
  if (typeof value === "object") return isBlankDraft(value as Record<string, unknown>);
  // A number or a yes/no was chosen by someone.
  return false;
}

/** Text, or the rich-text editor's HTML, with no words in it and no picture or embed. */
function isBlankText(text: string): boolean {
  if (/<(img|iframe|video|audio|object|embed)\b/i.test(text)) return false;
  // A stored list arrives from a form as JSON: "[]" is an empty list.
  if (text.trim() === "[]") return true;
  const words = text
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|&#160;|&#xa0;/gi, " ")
    .replace(/\s|\u200b|\u200c|\u200d|\ufeff/g, "");
  return words === "";
}
