import { randomUUID } from "node:crypto";
import type { Db } from "#database/connection";
import type { ContentEntryTable, ContentRevisionTable } from "#database/schema";
import { forSchool, type SchoolDb } from "#database/school-scope";
import { isBlankDraft } from "#domain/editing/blank-draft";
import type { EntryFacts } from "#domain/editing/entry-status";

/**
 * The admin area's working state of items (issue 13, migration 0006): drafts, reviews,
 * schedules, the trash, and every revision. The public tables are editing-live.ts's.
 */

export type Entry = EntryFacts & {
  kind: string;
  id: string;
  title: string;
  draft: Record<string, unknown> | null;
  reviewComment: string | null;
  authorId: string | null;
  updatedAt: string;
  updatedBy: string;
};

type EntryRow = Omit<ContentEntryTable, "school_code">;

function entryOf(row: EntryRow): Entry {
  return {
    kind: row.kind,
    id: row.id,
    title: row.title,
    draft: row.draft_json === null ? null : JSON.parse(row.draft_json),
    hasDraft: row.draft_json !== null,
    live: Number(row.live) === 1,
    publishedAt: row.published_at,
    review: row.review === "submitted" || row.review === "returned" ? row.review : null,
    reviewComment: row.review_comment,
    publishAt: row.publish_at,
    unpublishAt: row.unpublish_at,
    deletedAt: row.deleted_at,
    authorId: row.author_id,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

function rowOf(entry: Entry, draftJson?: string): Omit<EntryRow, "kind" | "id"> {
  return {
    title: entry.title,
    draft_json: entry.draft === null ? null : (draftJson ?? JSON.stringify(entry.draft)),
    live: entry.live ? 1 : 0,
    published_at: entry.publishedAt,
    review: entry.review,
    review_comment: entry.reviewComment,
    publish_at: entry.publishAt,
    unpublish_at: entry.unpublishAt,
    deleted_at: entry.deletedAt,
    author_id: entry.authorId,
    updated_at: entry.updatedAt,
    updated_by: entry.updatedBy,
  };
}

export async function findEntry(db: Db, schoolCode: string, kind: string, id: string): Promise<Entry | undefined> {
  const row = await forSchool(db, schoolCode)
    .selectFrom("content_entry")
    .selectAll()
    .where("kind", "=", kind)
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? entryOf(row) : undefined;
}

/** Every entry of a kind (or of every kind), trash included. */
export async function listEntries(db: Db, schoolCode: string, kind?: string): Promise<Entry[]> {
  let query = forSchool(db, schoolCode).selectFrom("content_entry").selectAll();
  if (kind) query = query.where("kind", "=", kind);
  return (await query.execute()).map(entryOf);
}

/**
 * Writes an entry whole (inserted the first time), inside the caller's transaction. `draftJson`, when
 * given, is the draft already serialized: a save writes the same megabyte to its revision too, and
 * serializing it once spares the event loop a copy (decision 0078).
 */
export async function saveEntry(school: SchoolDb, entry: Entry, draftJson?: string): Promise<void> {
  const values = rowOf(entry, draftJson);
  const updated = await school
    .updateTable("content_entry")
    .set(values)
    .where("kind", "=", entry.kind)
    .where("id", "=", entry.id)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    await school
      .insertInto("content_entry")
      .values({ kind: entry.kind, id: entry.id, ...values })
      .execute();
  }
}

export async function deleteEntry(school: SchoolDb, kind: string, id: string): Promise<void> {
  await school.deleteFrom("content_entry").where("kind", "=", kind).where("id", "=", id).execute();
  await school.deleteFrom("content_revision").where("kind", "=", kind).where("entry_id", "=", id).execute();
}

/** Entries whose schedule may have come due by `at` (the scheduler decides which really have). */
export async function listScheduledEntries(db: Db, schoolCode: string, at: string): Promise<Entry[]> {
  const rows = await forSchool(db, schoolCode)
    .selectFrom("content_entry")
    .selectAll()
    .where((eb) => eb.or([eb("publish_at", "<=", at), eb("unpublish_at", "<=", at)]))
    .where("deleted_at", "is", null)
    .execute();
  return rows.map(entryOf);
}

/** Entries that went to the trash at or before `cutoff` (ISO): the ones the trash no longer keeps. */
export async function listTrashedBefore(db: Db, schoolCode: string, cutoff: string): Promise<Entry[]> {
  const rows = await forSchool(db, schoolCode)
    .selectFrom("content_entry")
    .selectAll()
    .where("deleted_at", "is not", null)
    .where("deleted_at", "<=", cutoff)
    .execute();
  return rows.map(entryOf);
}

/** Every working copy the school holds, trashed ones included (they can come back), as stored JSON. */
export async function draftTexts(db: Db, schoolCode: string): Promise<string[]> {
  const rows = await forSchool(db, schoolCode)
    .selectFrom("content_entry")
    .select("draft_json")
    .where("draft_json", "is not", null)
    .execute();
  return rows.flatMap((row) => (row.draft_json === null ? [] : [row.draft_json]));
}

/**
 * How many items hold a draft an import would throw away. A blank draft (nobody typed into it,
 * domain/editing/blank-draft.ts) is not counted: losing it loses nothing (issue 23).
 */
export async function countDrafts(db: Db, schoolCode: string): Promise<number> {
  const rows = await forSchool(db, schoolCode)
    .selectFrom("content_entry")
    .select("draft_json")
    .where("draft_json", "is not", null)
    .where("deleted_at", "is", null)
    .execute();
  return rows.filter((row) => !isBlankDraft(JSON.parse(row.draft_json ?? "{}"))).length;
}

/** Forgets every entry and revision of a school: an import replaces its content whole. */
export async function clearEditing(school: SchoolDb): Promise<void> {
  await school.deleteFrom("content_entry").execute();
  await school.deleteFrom("content_revision").execute();
}

export type Revision = {
  id: string;
  kind: string;
  entryId: string;
  at: string;
  userId: string | null;
  actor: string;
  action: string;
  data: Record<string, unknown>;
};

export type NewRevision = Omit<Revision, "id">;

export async function addRevision(school: SchoolDb, revision: NewRevision, dataJson?: string): Promise<string> {
  const id = randomUUID();
  await school
    .insertInto("content_revision")
    .values({
      id,
      kind: revision.kind,
      entry_id: revision.entryId,
      at: revision.at,
      user_id: revision.userId,
      actor: revision.actor,
      action: revision.action,
      data_json: dataJson ?? JSON.stringify(revision.data),
    })
    .execute();
  return id;
}

/** Replaces a revision's content and time: successive autosaves of one person make one revision. */
export async function updateRevision(school: SchoolDb, id: string, at: string, dataJson: string) {
  await school.updateTable("content_revision").set({ at, data_json: dataJson }).where("id", "=", id).execute();
}

type RevisionRow = Omit<ContentRevisionTable, "school_code">;

function revisionOf(row: RevisionRow): Revision {
  return { ...revisionHeaderOf(row), data: JSON.parse(row.data_json) };
}

/** A revision without its content: who made it, when, how. */
function revisionHeaderOf(row: Omit<RevisionRow, "data_json">): Omit<Revision, "data"> {
  return {
    id: row.id,
    kind: row.kind,
    entryId: row.entry_id,
    at: row.at,
    userId: row.user_id,
    actor: row.actor,
    action: row.action,
  };
}

/** An item's revisions, newest first. */
export async function listRevisions(db: Db, schoolCode: string, kind: string, entryId: string): Promise<Revision[]> {
  return (await newestRevisionsFirst(db, schoolCode, kind, entryId).execute()).map(revisionOf);
}

/** An entry's revisions as a query, newest first. */
function newestRevisionsFirst(db: Db, schoolCode: string, kind: string, entryId: string) {
  return forSchool(db, schoolCode)
    .selectFrom("content_revision")
    .selectAll()
    .where("kind", "=", kind)
    .where("entry_id", "=", entryId)
    .orderBy("at", "desc")
    .orderBy("id", "desc");
}

/**
 * An entry's newest revision, without its content: an autosave asks on every save only whether to
 * fold itself into it (who made it, when, how), and the content is a draft's whole text.
 */
export async function latestRevision(
  db: Db,
  schoolCode: string,
  kind: string,
  entryId: string,
): Promise<Omit<Revision, "data"> | undefined> {
  const row = await newestRevisionsFirst(db, schoolCode, kind, entryId)
    .clearSelect()
    .select(["id", "kind", "entry_id", "at", "user_id", "actor", "action"])
    .limit(1)
    .executeTakeFirst();
  return row ? revisionHeaderOf(row) : undefined;
}

/** How many revisions an entry has, without reading them: each holds a whole draft. */
export async function countRevisions(db: Db, schoolCode: string, kind: string, entryId: string): Promise<number> {
  const row = await forSchool(db, schoolCode)
    .selectFrom("content_revision")
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .where("kind", "=", kind)
    .where("entry_id", "=", entryId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function findRevision(db: Db, schoolCode: string, id: string): Promise<Revision | undefined> {
  const row = await forSchool(db, schoolCode)
    .selectFrom("content_revision")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? revisionOf(row) : undefined;
}
