import { redirect } from "react-router";
import type { EditableKind } from "#domain/editing/editable-kinds";
import type { ItemRecord } from "#domain/editing/editing-records";
import { instantOfSchoolTime } from "#domain/school-date";
import { type EditRefusal, saveContent, takeStep } from "./content-edits.server";
import { directAction, withChosenPhotos } from "./direct-actions.server";
import { newItemId } from "./direct-form";
import { firstSave } from "./first-save.server";
import { heroSlidesAction } from "./hero-slides-form.server";
import type { Caller } from "./school-scope.server";

/** What an edit screen's action answers: a notice, or a refusal with the fields and checks at fault. */
export type EditAnswer = {
  intent: string;
  notice?: string;
  refusal?: EditRefusal;
  /** The values the form sent, kept when a save fails, so nothing typed is lost on a reload of the answer. */
  values?: Record<string, string>;
  savedAt?: string;
  /** Where the item stands after an autosave: the screen's badge and heading follow it (issue 23). */
  standing?: Pick<ItemRecord, "title" | "status" | "hasChanges">;
  /** The item a "New" form's first autosave made (first-save.server.ts). */
  createdId?: string;
  /** The control to give the focus back to once the answer is shown: a moved slide's or photo's Move button. */
  focus?: string;
};

const notices: Record<string, string> = {
  save: "Draft saved. The site still shows the published version until you publish.",
  publish: "Published. The site shows it now.",
  submit: "Sent for review. An editor will publish it or send it back.",
  unpublish: "Taken off the site. It is kept here as a draft.",
  "send-back": "Sent back to its author with your comment.",
  restore: "Restored from the trash as a draft.",
  schedule: "Schedule saved.",
};

/** The form's values for the kind's fields: what a save stores. */
export function formValuesOf(kind: EditableKind, form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of kind.fields) {
    const value = form.get(field.name);
    if (typeof value === "string") values[field.name] = value;
  }
  return values;
}

/** A press of an edit screen's button: by whom, on which item, the form sent, and the school's zone for its times. */
export type EditPost = { caller: Caller; kind: EditableKind; id: string; form: FormData; timeZone: string };

/**
 * Carries out an edit screen's button. Every step that acts on what is on screen (publish, send
 * for review, schedule) saves it first, so what goes live is what the person sees.
 */
export async function editAction({ caller, kind, id, form, timeZone }: EditPost): Promise<EditAnswer> {
  const intent = String(form.get("intent") ?? "save");
  const photos = await withChosenPhotos(caller, kind, form, formValuesOf(kind, form));
  if ("refusal" in photos) return { intent, refusal: photos.refusal, values: photos.values };
  const values = photos.values;
  const slides = await heroSlidesAction(caller, kind, id, intent, form, values);
  if (slides) return slides;
  if (kind.workflow === "direct") return directAction(caller, kind, id, intent, values);
  if (id === newItemId) return firstSave(caller, kind, intent, values);
  const savesFirst = ["save", "autosave", "publish", "submit", "schedule"].includes(intent);
  if (savesFirst) {
    const saved = await saveContent(caller, kind.name, id, values, intent !== "save");
    if (!saved.ok) return { intent, refusal: saved.refusal, values };
    if (intent === "save" || intent === "autosave") {
      const { updatedAt, title, status, hasChanges } = saved.value;
      const notice = intent === "save" ? notices.save : undefined;
      return { intent, notice, savedAt: updatedAt, standing: { title, status, hasChanges } };
    }
  }
  let result: { ok: true; value: ItemRecord } | { ok: false; refusal: EditRefusal };
  if (intent === "schedule") {
    const times = scheduleTimes(form, timeZone);
    if ("refusal" in times) return { intent, refusal: times.refusal, values };
    result = await takeStep(caller, kind.name, id, "schedule", times);
  } else if (intent === "send-back") {
    result = await takeStep(caller, kind.name, id, "send-back", { comment: String(form.get("comment") ?? "") });
  } else if (["publish", "submit", "unpublish", "trash", "restore"].includes(intent)) {
    result = await takeStep(caller, kind.name, id, intent as "publish");
  } else {
    return {
      intent,
      refusal: { status: 400, message: "That button is not one this page knows.", fields: {}, problems: [] },
    };
  }
  if (!result.ok) return { intent, refusal: result.refusal, values };
  if (intent === "trash")
    throw redirect(`/admin/content/${kind.name}?trashed=${encodeURIComponent(result.value.title)}`);
  return { intent, notice: notices[intent] };
}

function scheduleTimes(form: FormData, timeZone: string) {
  const read = (name: string) => {
    const value = String(form.get(name) ?? "").trim();
    if (value === "") return { value: null };
    const instant = instantOfSchoolTime(value, timeZone);
    return instant ? { value: instant } : { error: "Give a date and a time." };
  };
  const publishAt = read("publishAt");
  const unpublishAt = read("unpublishAt");
  const fields: Record<string, string> = {};
  if ("error" in publishAt && publishAt.error) fields.publishAt = publishAt.error;
  if ("error" in unpublishAt && unpublishAt.error) fields.unpublishAt = unpublishAt.error;
  if (Object.keys(fields).length > 0)
    return { refusal: { status: 400, message: "Some times need attention.", fields, problems: [] } };
  return { publishAt: publishAt.value ?? null, unpublishAt: unpublishAt.value ?? null };
}
