import type { Db } from "#database/connection";
import { recordActivity } from "#database/queries/activity";
import { addRevision, findRevision, type Revision, saveEntry } from "#database/queries/editing";
import { forSchool } from "#database/school-scope";
import { type EditableKind, titleOf } from "#domain/editing/editable-kinds";
import { cleanDraft } from "./clean-draft";
import type { EditingActor, EditingDeps } from "./editing-actor";
import { EditingError } from "./editing-error";
import { itemState, notInTrash, requireChange } from "./item-state";

/** The revision asked for, if it is one of this item's; a 404 otherwise (an id from another item or school). */
export async function revisionToRestore(
  db: Db,
  school: string,
  kind: EditableKind,
  id: string,
  revisionId: string,
): Promise<Revision> {
  const revision = await findRevision(db, school, revisionId);
  if (!revision || revision.kind !== kind.name || revision.entryId !== id)
    throw new EditingError(404, "not_found", "There is no such revision of this item.");
  return revision;
}

/**
 * Makes an older revision the draft again (issue 13). The live page stays as it is until the
 * draft is published; the restore is itself a revision, so it can be undone the same way.
 */
export async function restoreRevision(
  deps: EditingDeps,
  school: string,
  kind: EditableKind,
  id: string,
  revisionId: string,
  actor: EditingActor,
): Promise<void> {
  const state = await itemState(deps.db, school, kind, id);
  requireChange(actor, state.entry);
  notInTrash(kind, state.entry);
  const revision = await revisionToRestore(deps.db, school, kind, id, revisionId);
  const now = deps.now();
  const draft = await cleanDraft(kind, revision.data, revision.data);
  const entry = {
    ...state.entry,
    draft,
    hasDraft: true,
    title: titleOf(kind, draft),
    updatedAt: now.toISOString(),
    updatedBy: actor.email,
  };
  await forSchool(deps.db, school).transaction(async (scoped) => {
    await saveEntry(scoped, entry);
    await addRevision(scoped, {
      kind: kind.name,
      entryId: id,
      at: now.toISOString(),
      userId: actor.userId,
      actor: actor.email,
      action: `restored the revision of ${revision.at}`,
      data: draft,
    });
  });
  await recordActivity(deps.db, school, {
    userId: actor.userId,
    actor: actor.email,
    kind: kind.name,
    target: entry.title,
    action: `restored the revision of ${revision.at} (by ${revision.actor})`,
    address: actor.address,
    at: now.toISOString(),
  });
}
