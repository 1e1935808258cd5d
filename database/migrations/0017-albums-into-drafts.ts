import type { Kysely } from "kysely";

/**
 * Issue 22, decision 0101: albums are edited in the generic editor, as drafts of the galleries
 * kind (`content_entry`), no longer in `media_album`. Each album there whose work is not on the
 * site becomes a draft with the same id (so /SubGallery?id=… and old links stay right): one never
 * published as a draft of a new album; one published and changed since as a draft over its live
 * `gallery` row. Its photos keep their order with the cover first, as publishing wrote them. An
 * album whose work is all on the site needs nothing: its `gallery` row is the item. An item someone
 * already edits in the generic editor is left as it is. Then the table goes. The photos' words stay
 * where they were, on the uploads (`media_file`). Written for both SQLite and PostgreSQL.
 */

type AlbumRow = {
  school_code: string;
  id: string;
  title: string;
  description: string;
  date: string;
  category: string;
  photos_json: string;
  cover: string | null;
  club: string | null;
  updated_at: string;
  published_at: string | null;
};

type GalleryRow = {
  title: string;
  description: string;
  date: string;
  category: string;
  club: string | null;
  url: string | null;
  updated_at: string | null;
  attachments_json: string;
};

function listOf(json: string): string[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === "string") : [];
}

/** The album's working copy, as the galleries kind's draft holds it: the cover first, the live page's own fields kept. */
export function albumDraft(album: AlbumRow, live: GalleryRow | undefined): Record<string, unknown> {
  const photos = listOf(album.photos_json);
  const attachments =
    album.cover && photos.includes(album.cover)
      ? [album.cover, ...photos.filter((path) => path !== album.cover)]
      : photos;
  return {
    title: album.title,
    description: album.description,
    date: album.date,
    category: album.category,
    attachments,
    ...(album.club ? { club: album.club } : {}),
    ...(live?.url ? { url: live.url } : {}),
    ...(live?.updated_at ? { updatedAt: live.updated_at } : {}),
  };
}

function sameAsLive(draft: Record<string, unknown>, live: GalleryRow): boolean {
  return (
    draft.title === live.title &&
    draft.description === live.description &&
    draft.date === live.date &&
    draft.category === live.category &&
    (draft.club ?? null) === live.club &&
    JSON.stringify(draft.attachments) === JSON.stringify(listOf(live.attachments_json))
  );
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  const albums = (await db.selectFrom("media_album").selectAll().execute()) as AlbumRow[];
  for (const album of albums) {
    const edited = await db
      .selectFrom("content_entry")
      .select("id")
      .where("school_code", "=", album.school_code)
      .where("kind", "=", "galleries")
      .where("id", "=", album.id)
      .executeTakeFirst();
    if (edited) continue;
    const live: GalleryRow | undefined = await db
      .selectFrom("gallery")
      .select(["title", "description", "date", "category", "club", "url", "updated_at", "attachments_json"])
      .where("school_code", "=", album.school_code)
      .where("id", "=", album.id)
      .executeTakeFirst();
    const draft = albumDraft(album, live);
    if (live && sameAsLive(draft, live)) continue;
    await db
      .insertInto("content_entry")
      .values({
        school_code: album.school_code,
        kind: "galleries",
        id: album.id,
        title: album.title.trim() || "Untitled album",
        draft_json: JSON.stringify(draft),
        live: live ? 1 : 0,
        published_at: live ? album.published_at : null,
        review: null,
        review_comment: null,
        publish_at: null,
        unpublish_at: null,
        deleted_at: null,
        author_id: null,
        updated_at: album.updated_at,
        updated_by: "",
      })
      .execute();
  }
  await db.schema.dropTable("media_album").execute();
}

/** The table comes back empty: the drafts stay in the generic editor. */
// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("media_album")
    .addColumn("school_code", "text", (col) => col.notNull().references("school.code").onDelete("cascade"))
    .addColumn("id", "text", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("date", "text", (col) => col.notNull())
    .addColumn("category", "text", (col) => col.notNull())
    .addColumn("photos_json", "text", (col) => col.notNull())
    .addColumn("cover", "text")
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addColumn("published_at", "text")
    .addColumn("club", "text")
    .addPrimaryKeyConstraint("media_album_pk", ["school_code", "id"])
    .execute();
}
