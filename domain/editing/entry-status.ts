/**
 * Where an item stands in its life (issue 13), from the facts kept about it. One rule, used by
 * the list screen's filter, the edit screen's banner and the scheduler.
 */

export const entryStatuses = ["draft", "in review", "scheduled", "published", "unpublished"] as const;
export type EntryStatus = (typeof entryStatuses)[number] | "trash";

export type EntryFacts = {
  live: boolean;
  hasDraft: boolean;
  /** When it was last published; null when never. */
  publishedAt: string | null;
  review: "submitted" | "returned" | null;
  publishAt: string | null;
  unpublishAt: string | null;
  deletedAt: string | null;
};

export function entryStatus(facts: EntryFacts): EntryStatus {
  if (facts.deletedAt) return "trash";
  if (facts.review === "submitted") return "in review";
  if (facts.publishAt && (facts.hasDraft || !facts.live)) return "scheduled";
  if (facts.live) return "published";
  if (facts.publishedAt) return "unpublished";
  return "draft";
}

/** A live item with a draft: the public site still shows the published version. */
export function hasUnpublishedChanges(facts: EntryFacts): boolean {
  return facts.live && facts.hasDraft;
}

/** What the scheduler must do to an item at `now`: publish its draft, take it down, or nothing. */
export function dueAction(facts: EntryFacts, now: Date): "publish" | "unpublish" | undefined {
  if (facts.deletedAt) return undefined;
  const at = now.toISOString();
  if (facts.publishAt && facts.publishAt <= at && (facts.hasDraft || !facts.live)) return "publish";
  if (facts.live && facts.unpublishAt && facts.unpublishAt <= at) return "unpublish";
  return undefined;
}

/** How long the trash keeps an item. */
export const trashDays = 30;

/** Whether an item deleted at `deletedAt` has been in the trash longer than it keeps things. */
export function trashExpired(deletedAt: string, now: Date): boolean {
  return now.getTime() - Date.parse(deletedAt) > trashDays * 24 * 60 * 60 * 1000;
}
