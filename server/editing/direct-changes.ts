import { type EditableKind, publishable } from "#domain/editing/editable-kinds";
import { describeChanges } from "#domain/record-changes";

/**
 * What a direct save changed, for the activity log: each changed field by its label, a text
 * from → to, a photo as added, replaced or taken out (domain/record-changes.ts). Consent is
 * left out: its change gets an entry of its own.
 */
export function describeEdit(
  kind: EditableKind,
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): string {
  const labels: Record<string, string> = {};
  for (const field of kind.fields) if (field.widget !== "consent") labels[field.name] = inSentence(field.label);
  // As the site has them, defaults filled: a stream left empty is "" before and after, not a change.
  return describeChanges(labels, publishable(kind, before) ?? before, publishable(kind, after) ?? after);
}

/** "Marks" → "marks" in the middle of a sentence; a word like "YouTube" keeps its capitals. */
function inSentence(label: string): string {
  const [first = ""] = label.split(" ");
  return /[A-Z]/.test(first.slice(1)) ? label : label.charAt(0).toLowerCase() + label.slice(1);
}
