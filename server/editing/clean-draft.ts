import { sanitizeStoredHtml } from "#content/sanitize";
import { type EditableKind, isOptionalField } from "#domain/editing/editable-kinds";

/**
 * A draft as it is stored: its rich-text fields through the same sanitiser a bundle import uses,
 * its text fields trimmed of nothing (people's spacing is theirs), anything the kind does not
 * know dropped, and the fields the form does not edit (attachments, images) kept from `base`.
 */
export function cleanDraft(
  kind: EditableKind,
  values: Readonly<Record<string, unknown>>,
  base: Readonly<Record<string, unknown>> = {},
): Record<string, unknown> {
  const known = new Set(Object.keys(kind.schema.shape));
  const draft: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(base)) if (known.has(name)) draft[name] = value;
  for (const field of kind.fields) {
    if (!Object.hasOwn(values, field.name)) continue;
    const value = values[field.name];
    if (value === undefined || (value === "" && isOptionalField(kind, field.name))) {
      delete draft[field.name];
      continue;
    }
    if (typeof value !== "string") continue;
    draft[field.name] = field.widget === "richText" ? sanitizeStoredHtml(value) : value;
  }
  return draft;
}
