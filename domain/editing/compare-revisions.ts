import type { EditableKind } from "./editable-kinds";

export type FieldComparison = { name: string; label: string; before: string; after: string; changed: boolean };

/**
 * Two revisions of an item side by side (issue 13), field by field in the form's order: what
 * each says and whether it changed. Rich text is compared as the stored HTML, shown as text.
 */
export function compareRevisions(
  kind: EditableKind,
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): FieldComparison[] {
  return kind.fields.map((field) => {
    const a = shown(before[field.name], field.widget === "richText");
    const b = shown(after[field.name], field.widget === "richText");
    return { name: field.name, label: field.label, before: a, after: b, changed: a !== b };
  });
}

function shown(value: unknown, rich: boolean): string {
  if (value === undefined || value === null) return "";
  // A list of files reads as one name a line; a table's rows (the disclosure's results) one row a line.
  if (Array.isArray(value)) return value.map(plain).join("\n");
  const text = typeof value === "string" ? value : plain(value);
  return rich ? textOfHtml(text) : text;
}

/** A value as a line: an object (a document, a row) as its parts, `attestedBy: Principal, attestedOn: …`. */
function plain(value: unknown): string {
  if (typeof value !== "object" || value === null) return String(value);
  return Object.entries(value)
    .map(([key, part]) => `${key}: ${typeof part === "object" && part !== null ? JSON.stringify(part) : String(part)}`)
    .join(", ");
}

/** Rich text as a person reads it: blocks on their own lines, tags and entities gone. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<img\b[^>]*\balt="([^"]*)"[^>]*>/gi, "[picture: $1]")
    .replace(/<\/(p|h[1-6]|li|tr|table|figure|figcaption|ul|ol)>/gi, "\n")
    .replace(/<(br|hr)\b[^>]*>/gi, "\n")
    .replace(/<\/t[hd]>/gi, " | ")
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{2,}/g, "\n")
    .trim();
}
