import { randomUUID } from "node:crypto";
import type { Db } from "#database/connection";
import { recordActivity } from "#database/queries/activity";
import { addRevision, type Entry, listRevisions, saveEntry, updateRevision } from "#database/queries/editing";
import { removeLiveItem, writeLiveItem } from "#database/queries/editing-live";
import { rebuildSearchIndex } from "#database/queries/search";
import { forSchool, type SchoolDb, writeSchool } from "#database/school-scope";
import { checkDraft, type FieldProblem } from "#domain/editing/draft-checks";
import { type EditableKind, fieldErrors, publishable, titleOf } from "#domain/editing/editable-kinds";
import { refusesPublish } from "#domain/publish-checks/problem";
import { cleanDraft } from "./clean-draft";
import type { EditingActor } from "./editing-actor";
import { EditingError } from "./editing-error";
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

/**
 * The life of an item in the admin area (issue 13): drafts, review, publishing, schedules,
 * the trash and revisions. Each action checks the person's role, keeps a revision where the
 * content changes, and writes one line to the activity log. Whatever changes what the site
 * shows goes through writeSchool, which moves the content version: the next request sees it.
 */

export type EditingDeps = { db: Db; filesDir: string; now: () => Date };

/** Autosaves of one person within this long make one revision, not one every few seconds. */
const autosaveWindowMs = 10 * 60 * 1000;

async function log(
  deps: EditingDeps,
  school: string,
  actor: EditingActor,
  kind: EditableKind,
  title: string,
  action: string,
) {
  await recordActivity(deps.db, school, {
    userId: actor.userId,
    actor: actor.email,
    kind: kind.name,
    target: title,
    action,
    address: actor.address,
    at: deps.now().toISOString(),
  });
}

function touched(entry: Entry, actor: EditingActor, now: Date, changes: Partial<Entry>): Entry {
  return { ...entry, ...changes, updatedAt: now.toISOString(), updatedBy: actor.email };
}

/** A new item, as a draft of its author. */
export async function createItem(
  deps: EditingDeps,
  school: string,
  kind: EditableKind,
  actor: EditingActor,
  values: Record<string, unknown>,
): Promise<string> {
  requireAction(actor, "content.draft");
  refuseFixed(kind, "added: edit the one there is");
  const now = deps.now();
  const id = randomUUID();
  const draft = cleanDraft(kind, values);
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
  await log(deps, school, actor, kind, entry.title, "created a draft");
  return id;
}

function revisionOf(entry: Entry, actor: EditingActor, now: Date, action: string, data: Record<string, unknown>) {
  return {
    kind: entry.kind,
    entryId: entry.id,
    at: now.toISOString(),
    userId: actor.userId,
    actor: actor.email,
    action,
    data,
  };
}

/** Saves the working copy; the live page stays as it is until a publish. */
export async function saveDraft(
  deps: EditingDeps,
  school: string,
  kind: EditableKind,
  id: string,
  actor: EditingActor,
  values: Record<string, unknown>,
  options: { autosave?: boolean } = {},
): Promise<void> {
  const state = await itemState(deps.db, school, kind, id);
  requireChange(actor, state.entry);
  notInTrash(kind, state.entry);
  const now = deps.now();
  const draft = cleanDraft(kind, values, state.working);
  const entry = touched(state.entry, actor, now, { draft, hasDraft: true, title: titleOf(kind, draft) });
  const latest = (await listRevisions(deps.db, school, kind.name, id))[0];
  const coalesce =
    options.autosave === true &&
    latest !== undefined &&
    latest.action === "autosaved" &&
    latest.userId === actor.userId &&
    now.getTime() - Date.parse(latest.at) < autosaveWindowMs;
  await forSchool(deps.db, school).transaction(async (scoped) => {
    await saveEntry(scoped, entry);
    if (coalesce) await updateRevision(scoped, latest.id, now.toISOString(), draft);
    else await addRevision(scoped, revisionOf(entry, actor, now, options.autosave ? "autosaved" : "saved", draft));
  });
  if (!coalesce)
    await log(deps, school, actor, kind, entry.title, options.autosave ? "saved a draft (autosave)" : "saved a draft");
}

/** Sends a draft to the editors. */
export async function submitForReview(
  deps: EditingDeps,
  school: string,
  kind: EditableKind,
  id: string,
  actor: EditingActor,
) {
  const state = await itemState(deps.db, school, kind, id);
  requireAction(actor, "content.submit");
  requireChange(actor, state.entry);
  notInTrash(kind, state.entry);
  if (!state.entry.hasDraft) throw new EditingError(409, "no_draft", "There is no draft to send for review.");
  const entry = touched(state.entry, actor, deps.now(), { review: "submitted", reviewComment: null });
  await saveEntry(forSchool(deps.db, school), entry);
  await log(deps, school, actor, kind, entry.title, "sent for review");
}

/** An editor sends a submitted draft back to its author, saying why. */
export async function sendBack(
  deps: EditingDeps,
  school: string,
  kind: EditableKind,
  id: string,
  actor: EditingActor,
  comment: string,
) {
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
  await log(deps, school, actor, kind, entry.title, `sent back: ${comment.trim()}`);
}

/** What stops the working copy from going live: field errors, then the publish-time checks (with warnings). */
export async function publishCheck(deps: EditingDeps, kind: EditableKind, data: Record<string, unknown>) {
  const fields = fieldErrors(kind, data);
  const problems: FieldProblem[] = [...checkDraft(kind, data), ...(await pdfWarnings(kind, data, deps.filesDir))];
  return { fields, problems, refused: Object.keys(fields).length > 0 || refusesPublish(problems) };
}

function refuse(kind: EditableKind, check: Awaited<ReturnType<typeof publishCheck>>): never {
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
  deps: EditingDeps,
  school: string,
  kind: EditableKind,
  id: string,
  actor: EditingActor,
  how: "published" | "published on schedule" = "published",
) {
  if (how === "published") requireAction(actor, "content.publish");
  const state = await itemState(deps.db, school, kind, id);
  notInTrash(kind, state.entry);
  const check = await publishCheck(deps, kind, state.working);
  if (check.refused) refuse(kind, check);
  await goLive(deps, school, kind, state, actor, how);
}

async function goLive(
  deps: EditingDeps,
  school: string,
  kind: EditableKind,
  state: ItemState,
  actor: EditingActor,
  how: string,
) {
  const item = publishable(kind, state.working) ?? {};
  const now = deps.now();
  const approved = state.entry.review === "submitted";
  const entry = touched(state.entry, actor, now, {
    draft: null,
    hasDraft: false,
    live: true,
    publishedAt: now.toISOString(),
    review: null,
    reviewComment: null,
    publishAt: null,
    title: titleOf(kind, item),
  });
  await writeSchool(deps.db, school, async (scoped) => {
    await writeLiveItem(scoped, kind.name, entry.id, item);
    await saveEntry(scoped, entry);
    await addRevision(scoped, revisionOf(entry, actor, now, "published", item));
  });
  await rebuildSearchIndex(deps.db, school);
  await log(deps, school, actor, kind, entry.title, approved ? "approved and published" : how);
}

/** Takes a live item off the site; what it said stays as a draft. */
export async function unpublishItem(
  deps: EditingDeps,
  school: string,
  kind: EditableKind,
  id: string,
  actor: EditingActor,
  how: "unpublished" | "unpublished on schedule" = "unpublished",
) {
  if (how === "unpublished") requireAction(actor, "content.publish");
  if (kind.single) throw new EditingError(400, "single", `The ${kind.singular} is always on the site.`);
  const state = await itemState(deps.db, school, kind, id);
  if (!state.entry.live) throw new EditingError(409, "not_live", `This ${kind.singular} is not on the site.`);
  const entry = touched(state.entry, actor, deps.now(), {
    live: false,
    draft: state.working,
    hasDraft: true,
    unpublishAt: null,
    publishedAt: state.entry.publishedAt ?? deps.now().toISOString(),
  });
  await takeDown(deps, school, kind, entry);
  await log(deps, school, actor, kind, entry.title, how);
}

async function takeDown(deps: EditingDeps, school: string, kind: EditableKind, entry: Entry) {
  await writeSchool(deps.db, school, async (scoped: SchoolDb) => {
    await removeLiveItem(scoped, kind.name, entry.id);
    await saveEntry(scoped, entry);
  });
  await rebuildSearchIndex(deps.db, school);
}

/** Sets (or clears) when the draft goes live and when the item comes down. */
export async function scheduleItem(
  deps: EditingDeps,
  school: string,
  kind: EditableKind,
  id: string,
  actor: EditingActor,
  times: { publishAt: string | null; unpublishAt: string | null },
) {
  requireAction(actor, "content.publish");
  const state = await itemState(deps.db, school, kind, id);
  notInTrash(kind, state.entry);
  if (times.publishAt && times.unpublishAt && times.unpublishAt <= times.publishAt)
    throw new EditingError(400, "invalid", "The end must come after the start.", {
      fields: { unpublishAt: "The end must come after the start." },
    });
  if (kind.single && times.unpublishAt)
    throw new EditingError(400, "single", `The ${kind.singular} is always on the site.`);
  if (times.publishAt) {
    const check = await publishCheck(deps, kind, state.working);
    if (check.refused) refuse(kind, check);
  }
  const entry = touched(state.entry, actor, deps.now(), times);
  await saveEntry(forSchool(deps.db, school), entry);
  const parts = [
    times.publishAt ? `to publish at ${times.publishAt}` : undefined,
    times.unpublishAt ? `to come down at ${times.unpublishAt}` : undefined,
  ].filter(Boolean);
  await log(
    deps,
    school,
    actor,
    kind,
    entry.title,
    parts.length > 0 ? `scheduled ${parts.join(" and ")}` : "cleared its schedule",
  );
}

/** Moves an item to the trash, off the site; it is kept there 30 days. */
export async function trashItem(
  deps: EditingDeps,
  school: string,
  kind: EditableKind,
  id: string,
  actor: EditingActor,
) {
  requireAction(actor, "content.delete");
  refuseFixed(kind, "deleted; take one off the site instead");
  const state = await itemState(deps.db, school, kind, id);
  notInTrash(kind, state.entry);
  const entry = touched(state.entry, actor, deps.now(), {
    deletedAt: deps.now().toISOString(),
    live: false,
    publishedAt: state.entry.publishedAt ?? (state.entry.live ? deps.now().toISOString() : null),
    draft: state.working,
    hasDraft: true,
    publishAt: null,
    unpublishAt: null,
    review: null,
  });
  await takeDown(deps, school, kind, entry);
  await log(deps, school, actor, kind, entry.title, "moved to the trash");
}

/** Takes an item out of the trash, as a draft: publishing it again is a separate step. */
export async function restoreItem(
  deps: EditingDeps,
  school: string,
  kind: EditableKind,
  id: string,
  actor: EditingActor,
) {
  requireAction(actor, "content.delete");
  const state = await itemState(deps.db, school, kind, id);
  if (!state.entry.deletedAt) throw new EditingError(409, "not_in_trash", `This ${kind.singular} is not in the trash.`);
  const entry = touched(state.entry, actor, deps.now(), { deletedAt: null });
  await saveEntry(forSchool(deps.db, school), entry);
  await log(deps, school, actor, kind, entry.title, "restored from the trash");
}
