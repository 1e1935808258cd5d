import { recordActivity } from "#database/queries/activity";
import type { Entry } from "#database/queries/editing";
import type { EditingActor, EditingContext } from "./editing-actor";

/** The activity log's line for an editing action: who did it, to which kind's item (`title`), and what. */
export async function log({ deps, school, actor, kind }: EditingContext, title: string, action: string) {
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

/** The entry with `changes`, marked as changed now by the person. */
export function touched(entry: Entry, actor: EditingActor, now: Date, changes: Partial<Entry>): Entry {
  return { ...entry, ...changes, updatedAt: now.toISOString(), updatedBy: actor.email };
}

/** The entry as publishing leaves it: live, titled after the item, no draft, review or publish time pending. */
export function wentLive(
  entry: Entry,
  actor: EditingActor,
  now: Date,
  title: string,
  changes: Partial<Entry> = {},
): Entry {
  return touched(entry, actor, now, {
    draft: null,
    hasDraft: false,
    live: true,
    publishedAt: now.toISOString(),
    review: null,
    reviewComment: null,
    publishAt: null,
    title,
    ...changes,
  });
}

/** A revision of the item as `data` holds it, taken now by the person. */
export function revisionOf(
  entry: Entry,
  actor: EditingActor,
  now: Date,
  action: string,
  data: Record<string, unknown>,
) {
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
