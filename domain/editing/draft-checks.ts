import { checkRichTextHtml } from "#domain/publish-checks/check-html";
import { checkEvent } from "#domain/publish-checks/event-checks";
import type { Problem } from "#domain/publish-checks/problem";
import type { EditableKind } from "./editable-kinds";

/** A publish-time check's finding, with the form field it belongs to. */
export type FieldProblem = Problem & { field: string };

/**
 * The publish-time checks (issue 13) a draft of `kind` must pass: every rich-text field's,
 * and an event's date and venue. The server runs them at publish; the edit screen shows the
 * same list beside the fields while someone types. `checkHtml` is how a rich-text field is checked
 * (the server checks a long one in a worker thread first, and passes its findings).
 */
export function checkDraft(
  kind: EditableKind,
  data: Readonly<Record<string, unknown>>,
  checkHtml: (html: string) => Problem[] = checkRichTextHtml,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const field of kind.fields) {
    if (field.widget !== "richText") continue;
    const value = data[field.name];
    if (typeof value !== "string" || value.trim() === "") continue;
    for (const problem of checkHtml(value)) problems.push({ ...problem, field: field.name });
  }
  if (kind.name === "events") {
    const { date, venue } = data as { date?: string; venue?: string };
    for (const problem of checkEvent({ date, venue })) {
      problems.push({ ...problem, field: problem.locator.kind === "field" ? problem.locator.field : "date" });
    }
  }
  return problems;
}
