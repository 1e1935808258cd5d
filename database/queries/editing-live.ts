import type { Db } from "#database/connection";
import { anyTables, forSchool, type SchoolDb } from "#database/school-scope";
import type { ContentKindName } from "#domain/content-kinds";
import { contentKinds } from "#domain/content-kinds";
import { profileSchema } from "#domain/content-schema";
import { htmlPageSource } from "#domain/page-source";
import { fromRow, toRow } from "./rows";
import { isSingleKindName, readSingleItem, removeSingleItem, writeSingleItem } from "./single-items";

/**
 * What the public site shows of an editable kind (issue 13), read and written item by item:
 * a content kind's table, or the school's profile. A publish writes here; everything else
 * about editing lives in content_entry (database/queries/editing.ts).
 */

export type LiveItem = { id: string; data: Record<string, unknown> };

function isContentKind(kind: string): kind is ContentKindName {
  return Object.hasOwn(contentKinds, kind);
}

export async function readLiveItem(db: Db, schoolCode: string, kind: string, id: string) {
  const items = await readLive(forSchool(db, schoolCode), kind, id);
  return items[0];
}

export async function listLiveItems(db: Db, schoolCode: string, kind: string): Promise<LiveItem[]> {
  return readLive(forSchool(db, schoolCode), kind);
}

async function readLive(school: SchoolDb, kind: string, id?: string): Promise<LiveItem[]> {
  if (kind === "pages") {
    let query = school.selectFrom("page").select(["slug", "title", "html"]);
    if (id !== undefined) query = query.where("slug", "=", id);
    const rows = await query.execute();
    return rows.map((row) => ({ id: row.slug, data: { title: row.title ?? row.slug, html: row.html } }));
  }
  if (kind === "profile") {
    const row = await school.selectFrom("school").select("profile_json").executeTakeFirst();
    return row ? [{ id: "profile", data: JSON.parse(row.profile_json) }] : [];
  }
  if (isSingleKindName(kind)) {
    const item = await readSingleItem(school, kind);
    return item ? [{ id: "profile", data: item as Record<string, unknown> }] : [];
  }
  if (!isContentKind(kind)) return [];
  const description = contentKinds[kind];
  let query = anyTables(school).selectFrom(description.table).selectAll();
  if (id !== undefined) query = query.where("id", "=", id);
  const rows: Array<Record<string, unknown>> = await query.orderBy("position").execute();
  return rows.map((row) => {
    const { _id, ...data } = fromRow(description, row);
    return { id: _id, data };
  });
}

/** Puts an item on the public site, replacing what it showed of it; a new item goes last in bundle order. */
export async function writeLiveItem(school: SchoolDb, kind: string, id: string, data: Record<string, unknown>) {
  if (kind === "pages") {
    const { title, html } = data as { title: string; html: string };
    // Written in the admin area, the page is kept (and exported) as HTML: migration 0006's format.
    const row = { title, html, markdown: htmlPageSource(title, html), format: "html" };
    await school.deleteFrom("page").where("slug", "=", id).execute();
    await school
      .insertInto("page")
      .values({ slug: id, ...row })
      .execute();
    return;
  }
  if (kind === "profile") {
    await school
      .updateTable("school")
      .set({ profile_json: JSON.stringify(profileSchema.parse(data)) })
      .execute();
    return;
  }
  if (isSingleKindName(kind)) {
    await writeSingleItem(school, kind, data);
    return;
  }
  if (!isContentKind(kind)) throw new Error(`${kind} is not a kind the site shows`);
  const description = contentKinds[kind];
  const item = description.schema.parse(data);
  const row = toRow(description, item);
  const tables = anyTables(school);
  const updated = await tables.updateTable(description.table).set(row).where("id", "=", id).executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  const positions: Array<{ position: number }> = await tables
    .selectFrom(description.table)
    .select("position")
    .orderBy("position", "desc")
    .limit(1)
    .execute();
  const position = positions.length === 0 ? 0 : Number(positions[0].position) + 1;
  await tables
    .insertInto(description.table)
    .values({ id, position, ...row })
    .execute();
}

/** Takes an item off the public site. */
export async function removeLiveItem(school: SchoolDb, kind: string, id: string): Promise<void> {
  if (kind === "pages") {
    await school.deleteFrom("page").where("slug", "=", id).execute();
    return;
  }
  if (isSingleKindName(kind)) {
    await removeSingleItem(school, kind);
    return;
  }
  if (!isContentKind(kind)) throw new Error(`${kind} cannot be taken off the site`);
  await anyTables(school).deleteFrom(contentKinds[kind].table).where("id", "=", id).execute();
}
