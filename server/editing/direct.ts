import { randomUUID } from "node:crypto";
import { addRevision, type Entry, saveEntry } from "#database/queries/editing";
import { listLiveItems, writeLiveItem } from "#database/queries/editing-live";
import { rebuildSearchIndex } from "#database/queries/search";
import { writeSchool } from "#database/school-scope";
import { consentLabel } from "#domain/consent";
import { type EditableKind, publishable, titleOf } from "#domain/editing/editable-kinds";
import type { MoveInput } from "#domain/editing/editing-records";
import { cleanDraft } from "./clean-draft";
import { describeEdit } from "./direct-changes";
import type { EditingContext, EditingDeps } from "./editing-actor";
import { EditingError } from "./editing-error";
import { log, revisionOf, wentLive } from "./entry-changes";
import { blankEntry, inTrash, itemState, notInTrash, requireAction } from "./item-state";
import { revisionToRestore } from "./restore-revision";
import { publishCheck, refuse } from "./transitions";

/**
 * The `direct` workflow (decision 0090), for kinds where no review is wanted (toppers, faculty,
 * videos): a save by someone who may publish checks the item as a publish would and puts it on
 * the site at once, keeping a revision and writing an activity entry that says what changed.
 * There is no draft, review or schedule; the trash and the revisions work as for any kind.
 */

export const isDirect = (kind: EditableKind) => kind.workflow === "direct";

/** The steps of the reviewed workflow a direct kind does not have. */
export function refuseReviewSteps(kind: EditableKind, step: string): void {
  if (isDirect(kind) && ["submit", "publish", "unpublish", "send-back", "schedule"].includes(step))
    throw new EditingError(
      409,
      "direct",
      `A ${kind.singular} goes on the site when it is saved: it has no drafts, review or schedule.`,
    );
}

/** A new item, on the site at once; a kind ordered by hand takes it last. Its id. */
export async function createDirect(editing: EditingContext, values: Record<string, unknown>): Promise<string> {
  const { deps, school, kind, actor } = editing;
  requireAction(actor, "content.publish");
  const id = randomUUID();
  const item = await cleanDraft(kind, values);
  if (kind.orderField && item[kind.orderField] === undefined)
    item[kind.orderField] = await nextPlace(deps, school, kind);
  await goLive(editing, blankEntry(kind, id, item), item, "created");
  await log(editing, titleOf(kind, item), "added");
  await logConsent(editing, undefined, item);
  return id;
}

/** The form's values saved over the item and put on the site, if they pass the checks a publish makes. */
export async function saveDirect(
  editing: EditingContext,
  id: string,
  values: Record<string, unknown>,
): Promise<{ updatedAt: string }> {
  const { deps, school, kind, actor } = editing;
  requireAction(actor, "content.publish");
  const state = await itemState(deps.db, school, kind, id);
  notInTrash(kind, state.entry);
  const before = state.working;
  const item = await cleanDraft(kind, values, before);
  const entry = await goLive(editing, state.entry, item, "saved");
  await log(editing, entry.title, `edited (${describeEdit(kind, before, item)})`);
  await logConsent(editing, before, item);
  return { updatedAt: entry.updatedAt };
}

/** An older revision put back on the site, itself kept as a revision. */
export async function restoreDirectRevision(editing: EditingContext, id: string, revisionId: string): Promise<void> {
  const { deps, school, kind, actor } = editing;
  requireAction(actor, "content.publish");
  const state = await itemState(deps.db, school, kind, id);
  const { revision, item } = await revisionToRestore(editing, state, revisionId);
  const entry = await goLive(editing, state.entry, item, `restored the revision of ${revision.at}`);
  const changes = describeEdit(kind, state.working, item);
  await log(editing, entry.title, `restored the revision of ${revision.at} (by ${revision.actor}): ${changes}`);
  await logConsent(editing, state.working, item);
}

/** Out of the trash and back on the site (a direct kind has no drafts to leave it in). */
export async function restoreDirect(editing: EditingContext, id: string): Promise<void> {
  const { deps, school, kind, actor } = editing;
  requireAction(actor, "content.delete");
  requireAction(actor, "content.publish");
  const state = await itemState(deps.db, school, kind, id);
  inTrash(kind, state.entry);
  const entry = await goLive(editing, state.entry, state.working, "restored from the trash");
  await log(editing, entry.title, "restored from the trash");
}

/**
 * Moves an item of a kind ordered by hand one place up or down (the buttons), or to a place (a drop
 * onto another item's row); the places are renumbered 1, 2, 3…
 */
export async function moveDirect(editing: EditingContext, id: string, move: MoveInput): Promise<void> {
  const { deps, school, kind, actor } = editing;
  requireAction(actor, "content.publish");
  const field = kind.orderField;
  if (!field) throw new EditingError(400, "not_ordered", `The ${kind.plural.toLowerCase()} are not ordered by hand.`);
  const items = (await listLiveItems(deps.db, school, kind.name)).sort(
    (a, b) => Number(a.data[field]) - Number(b.data[field]),
  );
  const from = items.findIndex((item) => item.id === id);
  if (from === -1) throw new EditingError(404, "not_found", `There is no such ${kind.singular} on the site.`);
  const to = "direction" in move ? from + (move.direction === "up" ? -1 : 1) : Math.min(move.to, items.length) - 1;
  if (to < 0 || to >= items.length || to === from)
    throw new EditingError(409, "at_end", `This ${kind.singular} is already at that place.`);
  const [moving] = items.splice(from, 1);
  items.splice(to, 0, moving);
  await writeSchool(deps.db, school, async (scoped) => {
    for (const [index, item] of items.entries()) {
      if (Number(item.data[field]) === index + 1) continue;
      await writeLiveItem(scoped, kind.name, item.id, { ...item.data, [field]: index + 1 });
    }
  });
  const title = titleOf(kind, items[to].data);
  const how = "direction" in move ? `moved ${move.direction}` : "moved";
  await log(editing, title, `${how} (to place ${to + 1} of ${items.length})`);
}

/** One after the highest place there is. */
async function nextPlace(deps: EditingDeps, school: string, kind: EditableKind): Promise<number> {
  const field = kind.orderField ?? "";
  const items = await listLiveItems(deps.db, school, kind.name);
  return items.reduce((highest, item) => Math.max(highest, Number(item.data[field]) || 0), 0) + 1;
}

/** Checks the item as a publish does, then writes it live with its entry and a revision. */
async function goLive(
  { deps, school, kind, actor }: EditingContext,
  base: Entry,
  data: Record<string, unknown>,
  action: string,
): Promise<Entry> {
  const check = await publishCheck(deps, kind, data, { school, id: base.id });
  if (check.refused) refuse(kind, check);
  const item = publishable(kind, data) ?? {};
  const now = deps.now();
  // A direct kind has no schedule, and going live is also how it leaves the trash (restoreDirect).
  const entry = wentLive(base, actor, now, titleOf(kind, item), { unpublishAt: null, deletedAt: null });
  await writeSchool(deps.db, school, async (scoped) => {
    await writeLiveItem(scoped, kind.name, entry.id, item);
    await saveEntry(scoped, entry);
    await addRevision(scoped, revisionOf(entry, actor, now, action, item));
  });
  await rebuildSearchIndex(deps.db, school);
  return entry;
}

/** A change of a child's consent gets an entry of its own, as on the consent screen (decision 0065). */
async function logConsent(
  editing: EditingContext,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown>,
) {
  const { kind } = editing;
  for (const field of kind.fields) {
    if (field.widget !== "consent") continue;
    const was = before?.[field.name] ?? null;
    const now = after[field.name] ?? null;
    if (was === now || (before === undefined && now === null)) continue;
    await log(
      { ...editing, kind: { ...kind, name: "consent" } },
      `${titleOf(kind, after)} (${kind.singular})`,
      `set to: ${consentLabel(now === "given" || now === "refused" ? now : null)}`,
    );
  }
}
