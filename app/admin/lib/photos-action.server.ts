import { isPhotoIntent, photosAfter, readPhotoForm } from "./album-form";
import { type EditAnswer, type EditPost, editAction, formValuesOf } from "./content-actions.server";
import { edited, saveContent } from "./content-edits.server";
import { newItemId } from "./direct-form";

/**
 * An album's edit screen's button (decision 0101). Every button of the form sends every photo's
 * words and the order shown (album-form.ts), so nothing typed in the sheet is lost whichever is
 * pressed: the words go to the uploads first (an in-process operation), the field takes the order,
 * without the photos taken out and with a chosen cover first. The grid's own buttons (save the
 * photos, mark decorative, take out, move) then save the draft and say what they did; any other
 * (save, publish, send for review...) goes on as the generic editor's.
 */
export async function photosEditAction(post: EditPost): Promise<EditAnswer> {
  const { caller, kind, id, form } = post;
  const field = kind.fields.find((entry) => entry.widget === "photos");
  const intent = String(form.get("intent") ?? "save");
  // No photo shown, no words or order sent: the field's own value stands.
  if (!field || !form.has("path-0")) return editAction(post);
  const { change, notice, focus } = readPhotoForm(form);
  const described = await edited(caller, () =>
    caller.ops.media.describePhotos({ texts: change.texts, decorative: change.decorative ?? [] }),
  );
  if (!described.ok) return { intent, refusal: described.refusal };
  form.set(field.name, JSON.stringify(photosAfter(change)));
  // A new album's grid button keeps it as a first save does.
  if (!isPhotoIntent(intent) || id === newItemId) {
    if (isPhotoIntent(intent)) form.set("intent", "save");
    return editAction(post);
  }
  const values = formValuesOf(kind, form);
  const saved = await saveContent(caller, kind.name, id, values, false);
  if (!saved.ok) return { intent: "photos", refusal: saved.refusal, values };
  return { intent: "photos", notice, focus };
}
