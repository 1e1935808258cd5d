import type { Db } from "#database/connection";
import { type Entry, findEntry } from "#database/queries/editing";
import { readLiveItem } from "#database/queries/editing-live";
import { type EditableKind, isFixedKind, titleOf } from "#domain/editing/editable-kinds";
import { can } from "#domain/roles";
import type { EditingActor } from "./editing-actor";
import { EditingError } from "./editing-error";

/** An item as editing sees it: its entry (made up for one nobody has touched), and what the site shows. */
export type ItemState = { entry: Entry; live: Record<string, unknown> | undefined; working: Record<string, unknown> };

export async function itemState(db: Db, school: string, kind: EditableKind, id: string): Promise<ItemState> {
  const [stored, liveItem] = await Promise.all([
    findEntry(db, school, kind.name, id),
    readLiveItem(db, school, kind.name, id),
  ]);
  const live = liveItem?.data;
  // An information page, or a single kind's object (the disclosure), nobody has written yet.
  const unwritten = !stored && !live && ((kind.fixedIds?.includes(id) ?? false) || kind.single === true);
  if (!stored && !live && !unwritten) throw new EditingError(404, "not_found", `There is no such ${kind.singular}.`);
  // An information page nobody has written yet: an empty draft-to-be, not on the site.
  const entry =
    stored ?? (unwritten ? { ...untouched(kind, id, { title: id }), live: false } : untouched(kind, id, live ?? {}));
  return { entry, live, working: entry.draft ?? live ?? {} };
}

/** The entry of an item nobody has edited since the import: published, no draft. */
export function untouched(kind: EditableKind, id: string, live: Record<string, unknown>): Entry {
  return { ...blankEntry(kind, id, live), live: true };
}

/** An entry with nothing kept about it yet: not live, no draft, no review, schedule or author. */
export function blankEntry(kind: EditableKind, id: string, data: Record<string, unknown>): Entry {
  return {
    kind: kind.name,
    id,
    title: titleOf(kind, data),
    draft: null,
    hasDraft: false,
    live: false,
    publishedAt: null,
    review: null,
    reviewComment: null,
    publishAt: null,
    unpublishAt: null,
    deletedAt: null,
    authorId: null,
    updatedAt: "",
    updatedBy: "",
  };
}

/**
 * Whether the person may change this item's draft: an editor may change anything; a
 * contributor only their own item while it is not live and not waiting for review.
 */
export function mayChange(actor: EditingActor, entry: Entry): boolean {
  if (can(actor.role, "content.edit")) return true;
  return (
    can(actor.role, "content.draft") &&
    entry.authorId !== null &&
    entry.authorId === actor.userId &&
    !entry.live &&
    entry.review !== "submitted"
  );
}

/** An item of a fixed kind (the profile, the information pages) is never added or deleted. */
export function refuseFixed(kind: EditableKind, what: string): void {
  if (isFixedKind(kind)) throw new EditingError(400, "fixed", `The ${kind.plural.toLowerCase()} cannot be ${what}.`);
}

export function requireChange(actor: EditingActor, entry: Entry): void {
  if (!mayChange(actor, entry))
    throw new EditingError(403, "forbidden", "Your role does not allow changing this item.");
}

export function requireAction(actor: EditingActor, action: Parameters<typeof can>[1]): void {
  if (!can(actor.role, action)) throw new EditingError(403, "forbidden", "Your role does not allow this.");
}

export function inTrash(kind: EditableKind, entry: Entry): void {
  if (!entry.deletedAt) throw new EditingError(409, "not_in_trash", `This ${kind.singular} is not in the trash.`);
}

export function notInTrash(kind: EditableKind, entry: Entry): void {
  if (entry.deletedAt)
    throw new EditingError(409, "in_trash", `This ${kind.singular} is in the trash. Restore it first.`);
}
