import { randomBytes } from "node:crypto";
import type { Db } from "#database/connection";
import type { MediaAlbumTable } from "#database/schema";
import { anyTables, forSchool, type SchoolDb, writeSchool } from "#database/school-scope";
import { isClubFolder } from "#domain/clubs";
import { contentKinds } from "#domain/content-kinds";
import { gallerySchema } from "#domain/kinds/galleries";
import type { AlbumChange, AlbumInput, AlbumRecord, AlbumSummary } from "#domain/media-records";
import { findUploads, markDecorative, setPhotoTexts } from "./media-files";
import { toRow } from "./rows";
import { rebuildSearchIndex } from "./search";

/**
 * Albums put together in the admin area (decision 0061): a `media_album` row holds the album's
 * fields, its photos in order and its cover until it is published; publishing writes the
 * `gallery` row the site shows, with the cover first, and moves the content version.
 */

/** A `media_album` row as a school's handle reads it. */
type AlbumRow = Omit<MediaAlbumTable, "school_code">;

function photosOf(row: Pick<AlbumRow, "photos_json">): string[] {
  const parsed: unknown = JSON.parse(row.photos_json);
  return Array.isArray(parsed) ? parsed.filter((path): path is string => typeof path === "string") : [];
}

/** An album id from its title: readable in /SubGallery?id=…, unique by its random tail. */
export function newAlbumId(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
  return `${slug || "album"}-${randomBytes(4).toString("hex")}`;
}

export async function createAlbum(db: Db, schoolCode: string, input: AlbumInput, at: Date): Promise<string> {
  const id = newAlbumId(input.title);
  await forSchool(db, schoolCode)
    .insertInto("media_album")
    .values({ id, ...input, photos_json: "[]", cover: null, updated_at: at.toISOString(), published_at: null })
    .execute();
  return id;
}

export async function listAlbums(db: Db, schoolCode: string): Promise<AlbumSummary[]> {
  const rows = await forSchool(db, schoolCode)
    .selectFrom("media_album")
    .selectAll()
    .orderBy("date", "desc")
    .orderBy("title")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    date: row.date,
    category: gallerySchema.shape.category.parse(row.category),
    photoCount: photosOf(row).length,
    publishedAt: row.published_at,
  }));
}

async function albumRow(school: SchoolDb, id: string): Promise<AlbumRow | undefined> {
  return school.selectFrom("media_album").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findAlbum(db: Db, schoolCode: string, id: string): Promise<AlbumRecord | undefined> {
  const row = await albumRow(forSchool(db, schoolCode), id);
  if (!row) return undefined;
  const photos = await findUploads(db, schoolCode, photosOf(row));
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    date: row.date,
    category: gallerySchema.shape.category.parse(row.category),
    club: row.club && isClubFolder(row.club) ? row.club : null,
    cover: row.cover && photos.some((photo) => photo.path === row.cover) ? row.cover : null,
    photos,
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
  };
}

/**
 * The album's photos after a new order: the order given for the photos it names, then any it
 * left out in their old order (a photo added meanwhile by another tab is not lost).
 */
export function reorder(current: readonly string[], order: readonly string[]): string[] {
  const have = new Set(current);
  const named = [...new Set(order)].filter((path) => have.has(path));
  const rest = current.filter((path) => !named.includes(path));
  return [...named, ...rest];
}

/**
 * Applies one change; false when there is no such album. The words of a published album's photos
 * are on the site at once (the public /api/albumPhotos reads them), so changing them moves the
 * content version, and every cache shows the new words; other draft changes wait for a publish.
 */
export async function changeAlbum(db: Db, schoolCode: string, id: string, change: AlbumChange, at: Date) {
  const published = (await albumRow(forSchool(db, schoolCode), id))?.published_at;
  const changesWords = Boolean(change.texts?.length || change.decorative?.length);
  const run = <R>(work: (school: SchoolDb) => Promise<R>) =>
    published && changesWords ? writeSchool(db, schoolCode, work) : forSchool(db, schoolCode).transaction(work);
  return run(async (school) => {
    const row = await albumRow(school, id);
    if (!row) return false;
    let photos = photosOf(row);
    if (change.remove) photos = photos.filter((path) => !change.remove?.includes(path));
    if (change.order) photos = reorder(photos, change.order);
    let cover = row.cover;
    if (change.cover !== undefined) cover = change.cover;
    if (cover !== null && !photos.includes(cover)) cover = null;
    // Only the album's own photos' words change through it.
    if (change.texts)
      await setPhotoTexts(
        school,
        change.texts.filter((text) => photos.includes(text.path)),
      );
    if (change.decorative) {
      await markDecorative(
        school,
        change.decorative.filter((path) => photos.includes(path)),
      );
    }
    await school
      .updateTable("media_album")
      .set({ ...(change.details ?? {}), photos_json: JSON.stringify(photos), cover, updated_at: at.toISOString() })
      .where("id", "=", id)
      .execute();
    return true;
  });
}

/** Adds uploaded photos at the album's end (each once); false when there is no such album. */
export async function addAlbumPhotos(db: Db, schoolCode: string, id: string, paths: readonly string[], at: Date) {
  return forSchool(db, schoolCode).transaction(async (school) => {
    const row = await albumRow(school, id);
    if (!row) return false;
    const photos = photosOf(row);
    for (const path of paths) if (!photos.includes(path)) photos.push(path);
    await school
      .updateTable("media_album")
      .set({ photos_json: JSON.stringify(photos), updated_at: at.toISOString() })
      .where("id", "=", id)
      .execute();
    return true;
  });
}

/**
 * Writes the album's `gallery` row (cover first) and marks it published, in one transaction that
 * moves the content version, so every cache sees it. `today` is the school's date: an album
 * published again says "updated on" that day. The checks are the caller's (server/media).
 */
export async function publishAlbum(db: Db, schoolCode: string, album: AlbumRecord, today: string, at: Date) {
  const paths = album.photos.map((photo) => photo.path);
  const attachments = album.cover ? [album.cover, ...paths.filter((path) => path !== album.cover)] : paths;
  await writeSchool(db, schoolCode, async (school) => {
    const existing = await school
      .selectFrom("gallery")
      .select(["position", "date"])
      .where("id", "=", album.id)
      .executeTakeFirst();
    const item = gallerySchema.parse({
      _id: album.id,
      title: album.title,
      description: album.description,
      date: album.date,
      category: album.category,
      attachments,
      ...(album.club ? { club: album.club } : {}),
      ...(existing && today > album.date ? { updatedAt: today } : {}),
    });
    const row = toRow(contentKinds.galleries, item);
    if (existing) {
      await anyTables(school).updateTable("gallery").set(row).where("id", "=", album.id).execute();
    } else {
      const last = await school
        .selectFrom("gallery")
        .select((eb) => eb.fn.max<number | null>("position").as("position"))
        .executeTakeFirst();
      const position = last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
      await anyTables(school)
        .insertInto("gallery")
        .values({ id: album.id, position, ...row })
        .execute();
    }
    await school
      .updateTable("media_album")
      .set({ published_at: at.toISOString() })
      .where("id", "=", album.id)
      .execute();
  });
  await rebuildSearchIndex(db, schoolCode);
}

/** The stored paths in any of the school's albums being put together, published or not. */
export async function albumPhotoPaths(db: Db, schoolCode: string): Promise<Set<string>> {
  const rows = await forSchool(db, schoolCode).selectFrom("media_album").select("photos_json").execute();
  return new Set(rows.flatMap(photosOf));
}
