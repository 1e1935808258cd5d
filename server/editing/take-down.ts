import { holdItemAlerts } from "#database/queries/alert-outbox";
import { type Entry, saveEntry } from "#database/queries/editing";
import { removeLiveItem } from "#database/queries/editing-live";
import { rebuildSearchIndex } from "#database/queries/search";
import { forSchool, type SchoolDb, writeSchool } from "#database/school-scope";
import type { EditingContext } from "./editing-actor";
import { EditingError } from "./editing-error";
import { log, touched } from "./entry-changes";
import { inTrash, itemState, notInTrash, refuseFixed, requireAction } from "./item-state";
import { publishCheck, refuse } from "./transitions";

/**
 * The rest of an item's life (issue 13): taken off the site, scheduled, moved to the trash and
 * back. Like transitions.ts, each step checks the role and writes one line to the activity log.
 */

/** Takes a live item off the site; what it said stays as a draft. */
export async function unpublishItem(
  editing: EditingContext,
  id: string,
  how: "unpublished" | "unpublished on schedule" = "unpublished",
) {
  const { deps, school, kind, actor } = editing;
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
  await takeDown(editing, entry);
  await log(editing, entry.title, how);
}

async function takeDown({ deps, school, kind }: EditingContext, entry: Entry) {
  await writeSchool(deps.db, school, async (scoped: SchoolDb) => {
    await removeLiveItem(scoped, kind.name, entry.id);
    await saveEntry(scoped, entry);
    // Taken down in its alerts' grace period: the alerts not yet sent are held (decision 0089).
    await holdItemAlerts(scoped, kind.name, entry.id, deps.now(), "unpublished");
  });
  await rebuildSearchIndex(deps.db, school);
}

/** Sets (or clears) when the draft goes live and when the item comes down. */
export async function scheduleItem(
  editing: EditingContext,
  id: string,
  times: { publishAt: string | null; unpublishAt: string | null },
) {
  const { deps, school, kind, actor } = editing;
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
    const check = await publishCheck(deps, kind, state.working, { school });
    if (check.refused) refuse(kind, check);
  }
  const entry = touched(state.entry, actor, deps.now(), times);
  await saveEntry(forSchool(deps.db, school), entry);
  const parts = [
    times.publishAt ? `to publish at ${times.publishAt}` : undefined,
    times.unpublishAt ? `to come down at ${times.unpublishAt}` : undefined,
  ].filter(Boolean);
  await log(editing, entry.title, parts.length > 0 ? `scheduled ${parts.join(" and ")}` : "cleared its schedule");
}

/** Moves an item to the trash, off the site; it is kept there 30 days. */
export async function trashItem(editing: EditingContext, id: string) {
  const { deps, school, kind, actor } = editing;
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
  await takeDown(editing, entry);
  await log(editing, entry.title, "moved to the trash");
}

/** Takes an item out of the trash, as a draft: publishing it again is a separate step. */
export async function restoreItem(editing: EditingContext, id: string) {
  const { deps, school, kind, actor } = editing;
  requireAction(actor, "content.delete");
  const state = await itemState(deps.db, school, kind, id);
  inTrash(kind, state.entry);
  const entry = touched(state.entry, actor, deps.now(), { deletedAt: null });
  await saveEntry(forSchool(deps.db, school), entry);
  await log(editing, entry.title, "restored from the trash");
}
