import type { z } from "zod";
import { findRevision, listRevisions } from "#database/queries/editing";
import { type EditableKind, editableKind, singleId } from "#domain/editing/editable-kinds";
import {
  type ItemPage,
  type ItemRecord,
  type ItemSummary,
  listQuerySchema,
  moveInputSchema,
  type RevisionRecord,
  saveInputSchema,
  scheduleInputSchema,
  type TrashItem,
} from "#domain/editing/editing-records";
import { fieldErrorsOf } from "#domain/form-errors";
import { can } from "#domain/roles";
import { isoDateOf, schoolToday } from "#domain/school-date";
import {
  createDirect,
  isDirect,
  moveDirect,
  refuseReviewSteps,
  restoreDirect,
  restoreDirectRevision,
  saveDirect,
} from "#server/editing/direct";
import type { EditingActor, EditingContext, EditingDeps } from "#server/editing/editing-actor";
import { EditingError } from "#server/editing/editing-error";
import { heavySaveBytes } from "#server/editing/heavy-saves";
import { itemRecord, listInReview, listKindItems, listTrash } from "#server/editing/item-views";
import { restoreRevision as restoreReviewedRevision } from "#server/editing/restore-revision";
import { restoreItem, scheduleItem, trashItem, unpublishItem } from "#server/editing/take-down";
import { createItem, publishItem, saveDraft, sendBack, submitForReview } from "#server/editing/transitions";
import { allow, type SchoolContext } from "./staff-deps";

/**
 * The generic editor's operations (issue 13, decisions 0090 and 0091): list, read, create, save,
 * the steps of an item's life, its revisions, the trash and the review queue, for the person's role
 * in one school. The admin area's loaders and actions call these in the process; the editing API
 * (server/api/admin/content.ts) adapts them for HTTP. Each checks the role's rule first
 * (domain/roles.ts), then reads its input with zod; the editing service refuses the rest.
 * A refusal is an EditingError (its status, words, and the fields and checks at fault), or a
 * StaffError for the role.
 */

export type Step = "submit" | "publish" | "unpublish" | "trash" | "restore" | "send-back" | "schedule" | "move";

/** An autosave's answer: kept and when, and where the item stands now, for the screen's badge (issue 23). */
export type AutosaveRecord = Pick<ItemRecord, "id" | "updatedAt" | "title" | "status" | "hasChanges"> & {
  autosaved: true;
};

function editingOf({ deps }: SchoolContext): EditingDeps {
  const now = deps.now ?? (() => new Date());
  // The school's day, in its own zone (decision 0085).
  const today = async (school: string) => isoDateOf(schoolToday(await deps.timeZoneOf(school), now()));
  return { db: deps.db, files: deps.files, now, today };
}

function actorOf({ staff, visitor, role }: SchoolContext): EditingActor {
  return { userId: staff.id, email: staff.email, address: visitor.address, role };
}

/** The person's editing of one kind in the request's school, as every step of an item's life takes it. */
function editingIn(context: SchoolContext, kind: EditableKind): EditingContext {
  return { deps: editingOf(context), school: context.school, kind, actor: actorOf(context) };
}

function kindNamed(name: string): EditableKind {
  const kind = editableKind(name);
  if (!kind) throw new EditingError(404, "not_found", "There is no such kind of content.");
  return kind;
}

const idOf = (kind: EditableKind, id: string) => (kind.single ? singleId : id);

const invalidBody = (error: z.ZodError) =>
  new EditingError(400, "invalid", "Some fields need attention.", { fields: fieldErrorsOf(error) });

/**
 * Recording a child's consent is an editor's, as on the consent screen (decision 0065): a
 * consent field sent by someone who may not publish is dropped, whatever else they may save.
 */
function valuesOf(context: SchoolContext, kind: EditableKind, values: Record<string, string>) {
  if (can(context.role, "content.publish")) return values;
  const kept = { ...values };
  for (const field of kind.fields) if (field.widget === "consent") delete kept[field.name];
  return kept;
}

export async function listContent(context: SchoolContext, kindName: string, query: unknown): Promise<ItemPage> {
  allow(context.role, "admin.enter");
  const parsed = listQuerySchema.safeParse(query);
  if (!parsed.success) throw new EditingError(400, "invalid", "The list's filter is not one it knows.");
  return listKindItems(editingOf(context), context.school, kindNamed(kindName), parsed.data);
}

export async function inReview(context: SchoolContext): Promise<Array<ItemSummary & { kind: string }>> {
  allow(context.role, "admin.enter");
  return listInReview(editingOf(context), context.school);
}

export async function trashed(context: SchoolContext): Promise<TrashItem[]> {
  allow(context.role, "content.delete");
  return listTrash(editingOf(context), context.school);
}

/** A new item from the form's values (`{values}`); a direct kind's goes on the site at once, or is refused. */
export async function createContent(context: SchoolContext, kindName: string, input: unknown): Promise<{ id: string }> {
  allow(context.role, "content.draft");
  const parsed = saveInputSchema.safeParse(input);
  if (!parsed.success) throw invalidBody(parsed.error);
  const kind = kindNamed(kindName);
  const values = valuesOf(context, kind, parsed.data.values);
  const create = isDirect(kind) ? createDirect : createItem;
  return { id: await create(editingIn(context, kind), values) };
}

export async function getItem(context: SchoolContext, kindName: string, id: string): Promise<ItemRecord> {
  allow(context.role, "admin.enter");
  const kind = kindNamed(kindName);
  return itemRecord(editingOf(context), context.school, kind, idOf(kind, id));
}

/** The size of a save's body, as the HTTP route reads it from Content-Length. */
const sizeOf = (input: unknown) => JSON.stringify(input ?? null).length;

/**
 * A save (`{values, autosave?}`): the item's record, or for an autosave only that it is kept and when.
 * A large save waits for the same school's previous one, and 3 s after it (heavy-saves.ts, decision 0078);
 * `size` is the body's, when the HTTP route knows it.
 */
export async function saveContent(
  context: SchoolContext,
  kindName: string,
  id: string,
  input: unknown,
  size?: number,
): Promise<ItemRecord | AutosaveRecord> {
  allow(context.role, "content.draft");
  const parsed = saveInputSchema.safeParse(input);
  if (!parsed.success) throw invalidBody(parsed.error);
  const heavySaves = context.deps.heavySaves;
  if (heavySaves && (size ?? sizeOf(input)) >= heavySaveBytes) {
    const turn = await heavySaves.inTurn(context.school, () => save(context, kindName, id, parsed.data));
    if (!turn) throw new EditingError(429, "busy", "Your earlier saves are still being kept. Try again in a moment.");
    return turn.value;
  }
  return save(context, kindName, id, parsed.data);
}

async function save(
  context: SchoolContext,
  kindName: string,
  itemId: string,
  input: z.infer<typeof saveInputSchema>,
): Promise<ItemRecord | AutosaveRecord> {
  const kind = kindNamed(kindName);
  const id = idOf(kind, itemId);
  const editing = editingIn(context, kind);
  const values = valuesOf(context, kind, input.values);
  if (isDirect(kind)) {
    // Saving a direct kind puts it on the site: half-typed autosaves would too, so there are none.
    if (input.autosave)
      throw new EditingError(409, "direct", `A ${kind.singular} is saved by its Save button, not as you type.`);
    await saveDirect(editing, id, values);
    return itemRecord(editing.deps, context.school, kind, id);
  }
  const saved = await saveDraft(editing, id, values, { autosave: input.autosave });
  // An autosave comes every few seconds while someone types: its answer says only that it is kept and
  // when, not the whole item again (decision 0078), and where the item stands now, for the screen's badge
  // (issue 23). A save answers the item, with its checks.
  if (input.autosave) {
    const { updatedAt, title, status, hasChanges } = saved;
    return { id, updatedAt, title, status, hasChanges, autosaved: true };
  }
  return itemRecord(editing.deps, context.school, kind, id);
}

type StepRun = (editing: EditingContext, id: string, input: unknown) => Promise<unknown>;

// One operation per step of an item's life; the editing service checks who may take it.
const steps: Record<Step, StepRun> = {
  submit: submitForReview,
  publish: (editing, id) => publishItem(editing, id),
  unpublish: (editing, id) => unpublishItem(editing, id),
  trash: trashItem,
  restore: (editing, id) => (isDirect(editing.kind) ? restoreDirect : restoreItem)(editing, id),
  move: async (editing, id, input) => {
    const parsed = moveInputSchema.safeParse(input);
    if (!parsed.success)
      throw new EditingError(400, "invalid", "Say whether to move it up or down, or to which place.");
    await moveDirect(editing, id, parsed.data);
  },
  "send-back": async (editing, id, input) => {
    const comment = (input as { comment?: unknown } | undefined)?.comment;
    await sendBack(editing, id, typeof comment === "string" ? comment : "");
  },
  schedule: async (editing, id, input) => {
    const parsed = scheduleInputSchema.safeParse(input);
    if (!parsed.success)
      throw new EditingError(400, "invalid", "Give the times as dates and times.", {
        fields: { publishAt: "Give a date and a time." },
      });
    await scheduleItem(editing, id, {
      publishAt: parsed.data.publishAt ? new Date(parsed.data.publishAt).toISOString() : null,
      unpublishAt: parsed.data.unpublishAt ? new Date(parsed.data.unpublishAt).toISOString() : null,
    });
  },
};

const isStep = (name: string): name is Step => Object.hasOwn(steps, name);

/** A step of the item's life (`move`'s, `send-back`'s and `schedule`'s input as the API's body); the item after it. */
export async function takeStep(
  context: SchoolContext,
  kindName: string,
  itemId: string,
  step: string,
  input: unknown = {},
): Promise<ItemRecord> {
  allow(context.role, "content.draft");
  if (!isStep(step)) throw new EditingError(404, "not_found", "No such step.");
  const kind = kindNamed(kindName);
  const id = idOf(kind, itemId);
  refuseReviewSteps(kind, step);
  await steps[step](editingIn(context, kind), id, input);
  return itemRecord(editingOf(context), context.school, kind, id);
}

export async function revisions(context: SchoolContext, kindName: string, id: string) {
  allow(context.role, "admin.enter");
  const kind = kindNamed(kindName);
  const found = await listRevisions(context.deps.db, context.school, kind.name, idOf(kind, id));
  return found.map(({ id, at, actor, action }) => ({ id, at, actor, action }));
}

export async function revision(
  context: SchoolContext,
  kindName: string,
  id: string,
  revisionId: string,
): Promise<RevisionRecord> {
  allow(context.role, "admin.enter");
  const kind = kindNamed(kindName);
  const found = await findRevision(context.deps.db, context.school, revisionId);
  if (!found || found.kind !== kind.name || found.entryId !== idOf(kind, id))
    throw new EditingError(404, "not_found", "There is no such revision of this item.");
  const { at, actor, action, data } = found;
  return { id: found.id, at, actor, action, data };
}

export async function restoreRevision(
  context: SchoolContext,
  kindName: string,
  itemId: string,
  revisionId: string,
): Promise<ItemRecord> {
  allow(context.role, "content.draft");
  const kind = kindNamed(kindName);
  const id = idOf(kind, itemId);
  const restore = isDirect(kind) ? restoreDirectRevision : restoreReviewedRevision;
  await restore(editingIn(context, kind), id, revisionId);
  return itemRecord(editingOf(context), context.school, kind, id);
}
