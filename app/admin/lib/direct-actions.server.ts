import { redirect } from "react-router";
import type { EditableKind } from "#domain/editing/editable-kinds";
import type { EditAnswer } from "./content-actions.server";
import { createContent, type EditRefusal, saveContent, takeStep, uploadPhoto } from "./content-edits.server";
import { newItemId, photoInputs } from "./direct-form";
import type { Caller } from "./school-scope.server";

/**
 * The photos chosen in the form's photo fields, each sent through the photo upload route before
 * the save; its stored path becomes the field's value. "Take the photo out" empties it. Works
 * without JavaScript: the form is posted as multipart with the files in it.
 */
export async function withChosenPhotos(
  caller: Caller,
  kind: EditableKind,
  form: FormData,
  values: Record<string, string>,
): Promise<{ values: Record<string, string> } | { refusal: EditRefusal; values: Record<string, string> }> {
  const next = { ...values };
  const fields: Record<string, string> = {};
  for (const field of kind.fields) {
    if (field.widget !== "photo") continue;
    const inputs = photoInputs(field.name);
    const chosen = form.get(inputs.upload);
    if (chosen instanceof File && chosen.size > 0) {
      const uploaded = await uploadPhoto(caller, chosen);
      if (uploaded.ok) next[field.name] = JSON.stringify([uploaded.path]);
      else fields[field.name] = `${uploaded.message} Choose the photo again.`;
    } else if (form.get(inputs.remove) === "yes") next[field.name] = "[]";
  }
  if (Object.keys(fields).length === 0) return { values: next };
  return { refusal: { status: 400, message: "The photo could not be taken.", fields, problems: [] }, values: next };
}

/**
 * A direct kind's edit screen: Save puts the form on the site at once (or refuses it, with each
 * error beside its field and what was typed kept in the form); Delete moves it to the trash.
 */
export async function directAction(
  caller: Caller,
  kind: EditableKind,
  id: string,
  intent: string,
  values: Record<string, string>,
): Promise<EditAnswer> {
  const list = `/admin/content/${kind.name}`;
  if (intent === "save" && id === newItemId) {
    const created = await createContent(caller, kind.name, values);
    if (!created.ok) return { intent, refusal: created.refusal, values };
    throw redirect(`${list}?added=${encodeURIComponent(created.value.id)}`);
  }
  if (intent === "save") {
    const saved = await saveContent(caller, kind.name, id, values, false);
    if (!saved.ok) return { intent, refusal: saved.refusal, values };
    return { intent, notice: "Saved. The site shows it now." };
  }
  if (intent === "trash" && id !== newItemId) {
    const trashed = await takeStep(caller, kind.name, id, "trash");
    if (!trashed.ok) return { intent, refusal: trashed.refusal };
    throw redirect(`${list}?trashed=${encodeURIComponent(trashed.value.title)}`);
  }
  return {
    intent,
    refusal: { status: 400, message: "That button is not one this page knows.", fields: {}, problems: [] },
  };
}
