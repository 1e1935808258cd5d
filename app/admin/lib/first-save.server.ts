import { redirect } from "react-router";
import { isBlankDraft } from "#domain/editing/blank-draft";
import type { EditableKind } from "#domain/editing/editable-kinds";
import type { EditAnswer } from "./content-actions.server";
import { createContent } from "./content-edits.server";
import type { Caller } from "./school-scope.server";

/**
 * A reviewed kind's "New" form (decision 0098): the draft is made by its first save that holds
 * something, never by opening the form, so a form nobody typed into leaves no trace. An autosave
 * answers the new item's id, and the screen moves to its address without leaving the form; Save
 * draft opens the new item's screen.
 */
export async function firstSave(
  caller: Caller,
  kind: EditableKind,
  intent: string,
  values: Record<string, string>,
): Promise<EditAnswer> {
  if (intent !== "save" && intent !== "autosave") {
    return { intent, refusal: refusal("Save the draft first: it is not made yet."), values };
  }
  if (isBlankDraft(values)) {
    // Typed into and emptied again: nothing to keep, and nothing kept.
    if (intent === "autosave") return { intent };
    return { intent, refusal: refusal("Type something first: an empty draft is not kept."), values };
  }
  const created = await createContent(caller, kind.name, values);
  if (!created.ok) return { intent, refusal: created.refusal, values };
  if (intent === "save") throw redirect(`/admin/content/${kind.name}/${encodeURIComponent(created.value.id)}?saved`);
  return { intent, savedAt: new Date().toISOString(), createdId: created.value.id };
}

function refusal(message: string) {
  return { status: 400, message, fields: {}, problems: [] };
}
