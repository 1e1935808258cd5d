import { randomUUID } from "node:crypto";
import { holdItemAlerts, queueItemAlert } from "#database/queries/alert-outbox";
import { addRevision, type Entry, latestRevision, saveEntry, updateRevision } from "#database/queries/editing";
import { writeLiveItem } from "#database/queries/editing-live";
import { listItems } from "#database/queries/lists";
import { rebuildSearchIndex } from "#database/queries/search";
import { forSchool, writeSchool } from "#database/school-scope";
import { type ContentKindName, contentKinds } from "#domain/content-kinds";
import type { FieldProblem } from "#domain/editing/draft-checks";
import { type EditableKind, fieldErrors, publishable, titleOf } from "#domain/editing/editable-kinds";
import { type EntryStatus, entryStatus, hasUnpublishedChanges } from "#domain/editing/entry-status";
import { repeatedValueMessage, repeatedValues } from "#domain/kinds/list-kind";
import { refusesPublish } from "#domain/publish-checks/problem";
import { itemAlertOf } from "#server/alerts/item-alert";
import { cleanDraft } from "./clean-draft";
import type { EditingContext, EditingDeps } from "./editing-actor";
import { EditingError } from "./editing-error";
import { log, revisionOf, touched, wentLive } from "./entry-changes";
import {
  blankEntry,
  type ItemState,
  itemState,
  notInTrash,
  refuseFixed,
  requireAction,
  requireChange,
} from "./item-state";
import { pdfWarnings } from "./pdf-warnings";
import { photoProblems } from "./photo-checks";
import { namePictures } from "./picture-names";
import { checkDraftOffLoop } from "./rich-text-thread";

/**
 * The life of an item in the admin area (issue 13): drafts, review, publishing, schedules,
 * the trash and revisions. Each action checks the person's role, keeps a revision where the
 * content changes, and writes one line to the activity log. Whatever changes what the site
 * shows goes through writeSchool, which moves the content version: the next request sees it.
 */

/** Autosaves of one person within this long make one revision, not one every few seconds. */
const autosaveWindowMs = 10 * 60 * 1000;

/** A new item, as a draft of its author. */
export async function createItem(editing: EditingContext, values: Record<string, unknown>): Promise<string> {
  const { deps, school, kind, actor } = editing;
  requireAction(actor, "content.draft");
  refuseFixed(kind, "added: edit the one there is");
  const now = deps.now();
  const id = randomUUID();
  const draft = await cleanDraft(kind, values);
  const entry: Entry = {
    ...blankEntry(kind, id, draft),
    draft,
    hasDraft: true,
    authorId: actor.userId,
    updatedAt: now.toISOString(),
    updatedBy: actor.email,
  };

  await forSchool(deps.db, school).transaction(async (scoped) => {
    await saveEntry(scoped, entry);
    await addRevision(scoped, revisionOf(entry, actor, now, "created", draft));
  });
  await log(editing, entry.title, "created a draft");
  return id;
}

/**
 * Saves the working copy; the live page stays as it is until a publish. The entry's new time, and
 * where it stands now: an autosave's answer carries them to the edit screen's status badge (issue 23).
 */
export async function saveDraft(
  editing: EditingContext,
  id: string,
  values: Record<string, unknown>,
  options: { autosave?: boolean } = {},
): Promise<{ updatedAt: string; title: string; status: EntryStatus; hasChanges: boolean }> {
  const { deps, school, kind, actor } = editing;
  const state = await itemState(deps.db, school, kind, id);
  requireChange(actor, state.entry);
  notInTrash(kind, state.entry);
  const now = deps.now();
  const draft = await cleanDraft(kind, values, state.working);
  const entry = touched(state.entry, actor, now, { draft, hasDraft: true, title: titleOf(kind, draft) });
  const latest = await latestRevision(deps.db, school, kind.name, id);
  const coalesce =
    options.autosave === true &&
    latest !== undefined &&
    latest.action === "autosaved" &&
    latest.userId === actor.userId &&
    now.getTime() - Date.parse(latest.at) < autosaveWindowMs;
  const draftJson = JSON.stringify(draft);
  await forSchool(deps.db, school).transaction(async (scoped) => {
    await saveEntry(scoped, entry, draftJson);
    // An edit of a live item in its alerts' grace period holds them (decision 0089).
    if (state.entry.live) await holdItemAlerts(scoped, kind.name, id, now, "edited");
    if (coalesce) await updateRevision(scoped, latest.id, now.toISOString(), draftJson);
    else
      await addRevision(
        scoped,
        revisionOf(entry, actor, now, options.autosave ? "autosaved" : "saved", draft),
        draftJson,
      );
  });
  if (!coalesce) await log(editing, entry.title, options.autosave ? "saved a draft (autosave)" : "saved a draft");
  return {
    updatedAt: entry.updatedAt,
    title: entry.title,
    status: entryStatus(entry),
    hasChanges: hasUnpublishedChanges(entry),
  };
}

/** Sends a draft to the editors. */
export async function submitForReview(editing: EditingContext, id: string) {
  const { deps, school, kind, actor } = editing;
  const state = await itemState(deps.db, school, kind, id);
  requireAction(actor, "content.submit");
  requireChange(actor, state.entry);
  notInTrash(kind, state.entry);
  if (!state.entry.hasDraft) throw new EditingError(409, "no_draft", "There is no draft to send for review.");
  const entry = touched(state.entry, actor, deps.now(), { review: "submitted", reviewComment: null });
  await saveEntry(forSchool(deps.db, school), entry);
  await log(editing, entry.title, "sent for review");
}

/** An editor sends a submitted draft back to its author, saying why. */
export async function sendBack(editing: EditingContext, id: string, comment: string) {
  const { deps, school, kind, actor } = editing;
  requireAction(actor, "content.edit");
  const state = await itemState(deps.db, school, kind, id);
  if (state.entry.review !== "submitted")
    throw new EditingError(409, "not_in_review", "This item is not waiting for review.");
  if (comment.trim() === "")
    throw new EditingError(400, "invalid", "Say what needs changing.", {
      fields: { comment: "Say what needs changing." },
    });
  const entry = touched(state.entry, actor, deps.now(), { review: "returned", reviewComment: comment.trim() });
  await saveEntry(forSchool(deps.db, school), entry);
  await log(editing, entry.title, `sent back: ${comment.trim()}`);
}

/**
 * What stops the working copy from going live: field errors, then the publish-time checks (with warnings).
 * Given the item's place, a value of a `unique` field another published item of the school has is one.
 */
export async function publishCheck(
  deps: EditingDeps,
  kind: EditableKind,
  data: Record<string, unknown>,
  place: { school: string; id?: string },
) {
  const fields = {
    ...fieldErrors(kind, data),
    ...(place.id ? await repeatedFields(deps, kind, data, { school: place.school, id: place.id }) : {}),
  };
  const found: FieldProblem[] = [
    ...(await checkDraftOffLoop(kind, data)),
    ...(await pdfWarnings(kind, data, deps.files)),
    ...(await photoProblems(deps.db, place.school, kind, data)),
  ];
  // Each picture and file by the name it was uploaded with, never by its stored hash (issue 23).
  const problems = await namePictures(deps.db, place.school, kind, data, found);
  return { fields, problems, refused: Object.keys(fields).length > 0 || refusesPublish(problems) };
}

/** The `unique` fields whose value another live item of the school already has (a circular's number). */
async function repeatedFields(
  deps: EditingDeps,
  kind: EditableKind,
  data: Record<string, unknown>,
  place: { school: string; id: string },
): Promise<Record<string, string>> {
  if (!kind.unique?.length || !Object.hasOwn(contentKinds, kind.name)) return {};
  const live = await listItems(deps.db, contentKinds[kind.name as ContentKindName], place.school);
  const others: Record<string, unknown>[] = live.filter((item) => item._id !== place.id);
  const fields: Record<string, string> = {};
  for (const { index, field, value } of repeatedValues(kind.unique, [...others, data])) {
    if (index === others.length) fields[field] = repeatedValueMessage(value);
  }
  return fields;
}

export function refuse(kind: EditableKind, check: Awaited<ReturnType<typeof publishCheck>>): never {
  const count =
    Object.keys(check.fields).length + check.problems.filter((problem) => problem.severity === "error").length;
  throw new EditingError(
    422,
    "publish_refused",
    `This ${kind.singular} cannot be published yet: ${count === 1 ? "one thing needs" : `${count} things need`} fixing.`,
    { fields: check.fields, problems: check.problems },
  );
}

/** Puts the working copy on the site, if it passes every check. */
export async function publishItem(
  editing: EditingContext,
  id: string,
  how: "published" | "published on schedule" = "published",
) {
  const { deps, school, kind, actor } = editing;
  if (how === "published") requireAction(actor, "content.publish");
  const state = await itemState(deps.db, school, kind, id);
  notInTrash(kind, state.entry);
  const check = await publishCheck(deps, kind, state.working, { school, id });
  if (check.refused) refuse(kind, check);
  await goLive(editing, state, how);
}

/** An item on the site published again says so: its `updatedOnField` is the school's day, if later than its date. */
async function stampUpdatedOn({ deps, school, kind }: EditingContext, state: ItemState, item: Record<string, unknown>) {
  if (!kind.updatedOnField || !kind.dateField || !state.live || !deps.today) return;
  const today = await deps.today(school);
  const date = item[kind.dateField];
  if (typeof date === "string" && today > date) item[kind.updatedOnField] = today;
}

async function goLive(editing: EditingContext, state: ItemState, how: string) {
  const { deps, school, kind, actor } = editing;
  const item = publishable(kind, state.working) ?? {};
  await stampUpdatedOn(editing, state, item);
  const now = deps.now();
  const approved = state.entry.review === "submitted";
  const entry = wentLive(state.entry, actor, now, titleOf(kind, item));
  // Parents' alerts go into the outbox in the publishing transaction (decision 0089).
  const alert = await itemAlertOf(kind.name, entry.id, item, now, deps.files);
  await writeSchool(deps.db, school, async (scoped) => {
    await writeLiveItem(scoped, kind.name, entry.id, item);
    await saveEntry(scoped, entry);
    await addRevision(scoped, revisionOf(entry, actor, now, "published", item));
    if (alert) await queueItemAlert(scoped, alert, state.entry.publishedAt === null);
  });
  await rebuildSearchIndex(deps.db, school);
  await log(editing, entry.title, approved ? "approved and published" : how);
}
