import { type EditableKind, fieldErrors } from "#domain/editing/editable-kinds";
import { heroSlideCount, slidesOfForm } from "#domain/hero-slides";
import type { EditAnswer } from "./content-actions.server";
import { edited } from "./content-edits.server";
import { directAction } from "./direct-actions.server";
import { slideAltName, slideMoveOf, slidesFieldOf, slidesValue } from "./hero-slides-form";
import type { Caller } from "./school-scope.server";

/**
 * The hero slides widget's side of the edit screen (decision 0102). Its photos are files in fixed
 * places, so a move is two changes: the descriptions saved in the new order (the direct save,
 * checked and kept as a revision), then the photo files put in that order.
 */

/**
 * Save, or Move up / Move down / a drop: every description typed is sent with every button, so a
 * move never loses one. Undefined for a kind without the widget, or another button (the generic one's).
 */
export async function heroSlidesAction(
  caller: Caller,
  kind: EditableKind,
  id: string,
  intent: string,
  form: FormData,
  values: Record<string, string>,
): Promise<EditAnswer | undefined> {
  const field = slidesFieldOf(kind);
  const move = slideMoveOf(intent);
  if (!field || (intent !== "save" && !move)) return undefined;
  const typed = form.getAll(slideAltName(field.name)).map(String);
  const asTyped = { ...values, [field.name]: slidesValue(typed) };
  // A move with a description at fault stops before anything moves, naming the row it is in on screen.
  const errors = move ? fieldErrors(kind, { [field.name]: slidesOfForm(typed.map((alt) => ({ alt }))) }) : {};
  if (Object.keys(errors).length > 0) {
    const message = "The slides were not moved: first fix what is marked.";
    return { intent, refusal: { status: 422, message, fields: errors, problems: [] }, values: asTyped };
  }
  const answer = await directAction(caller, kind, id, "save", {
    ...values,
    [field.name]: slidesValue(typed, move?.order),
  });
  // A refused save changed nothing: the form shows what was typed, where it was typed.
  if (answer.refusal) return { ...answer, intent, values: asTyped };
  if (!move) return answer;
  // A slide already at the end stays: its photos are not written again.
  if (move.order.some((slot, index) => slot !== index + 1)) {
    const moved = await edited(caller, () => caller.ops.media.reorderHeroSlideFiles({ order: move.order }));
    if (!moved.ok) return { intent, refusal: moved.refusal };
  }
  return { intent, notice: `Slide moved to place ${move.place + 1} of ${heroSlideCount}.`, focus: move.focus };
}
