import { addRevision, findRevision, type Revision, saveEntry } from "#database/queries/editing";
import { forSchool } from "#database/school-scope";
import { titleOf } from "#domain/editing/editable-kinds";
import { cleanDraft } from "./clean-draft";
import type { EditingContext } from "./editing-actor";
import { EditingError } from "./editing-error";
import { log, revisionOf, touched } from "./entry-changes";
import { type ItemState, itemState, notInTrash, requireChange } from "./item-state";

/**
 * What restoring a revision of the item starts from, in both workflows: the item must not be in the
 * trash; the revision asked for must be one of this item's (a 404 otherwise: an id from another item
 * or school); its content comes back cleaned as the item's.
 */
export async function revisionToRestore(
  { deps, school, kind }: EditingContext,
  state: ItemState,
  revisionId: string,
): Promise<{ revision: Revision; item: Record<string, unknown> }> {
  notInTrash(kind, state.entry);
  const revision = await findRevision(deps.db, school, revisionId);
  if (!revision || revision.kind !== kind.name || revision.entryId !== state.entry.id)
    throw new EditingError(404, "not_found", "There is no such revision of this item.");
  return { revision, item: await cleanDraft(kind, revision.data, revision.data) };
}

/**
 * Makes an older revision the draft again (issue 13). The live page stays as it is until the
 * draft is published; the restore is itself a revision, so it can be undone the same way.
 */
export async function restoreRevision(editing: EditingContext, id: string, revisionId: string): Promise<void> {
  const { deps, school, kind, actor } = editing;
  const state = await itemState(deps.db, school, kind, id);
  requireChange(actor, state.entry);
  const { revision, item: draft } = await revisionToRestore(editing, state, revisionId);
  const now = deps.now();
  const entry = touched(state.entry, actor, now, { draft, hasDraft: true, title: titleOf(kind, draft) });
  await forSchool(deps.db, school).transaction(async (scoped) => {
    await saveEntry(scoped, entry);
    await addRevision(scoped, revisionOf(entry, actor, now, `restored the revision of ${revision.at}`, draft));
  });
  await log(editing, entry.title, `restored the revision of ${revision.at} (by ${revision.actor})`);
}
