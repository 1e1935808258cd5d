import { recordActivity } from "#database/queries/activity";
import { changeAlbum, createAlbum, findAlbum, listAlbums, publishAlbum } from "#database/queries/media-albums";
import {
  type AlbumRecord,
  type AlbumSummary,
  albumChangeSchema,
  albumIdSchema,
  albumInputSchema,
} from "#domain/media-records";
import { checkAlbumPhotos } from "#domain/publish-checks/album-checks";
import { refusesPublish } from "#domain/publish-checks/problem";
import { can } from "#domain/roles";
import { isoDateOf, schoolToday } from "#domain/school-date";
import { actorOf, allow, type SchoolContext } from "./staff-deps";
import { invalidInput, notFound } from "./staff-error";

/**
 * Albums (issue 14, decision 0061): put together as drafts (`content.draft`), published by an
 * editor (`content.publish`) once every photo is described or marked decorative.
 */

const missing = () => notFound("There is no such album.");

function log(context: SchoolContext, target: string, action: string) {
  return recordActivity(context.deps.db, context.school, { ...actorOf(context), kind: "album", target, action });
}

export async function albums(context: SchoolContext): Promise<AlbumSummary[]> {
  allow(context.role, "admin.enter");
  return listAlbums(context.deps.db, context.school);
}

export async function album(context: SchoolContext, id: string): Promise<AlbumRecord> {
  allow(context.role, "admin.enter");
  const parsed = albumIdSchema.safeParse(id).data;
  const found = parsed && (await findAlbum(context.deps.db, context.school, parsed));
  if (!found) throw missing();
  return found;
}

export async function addAlbum(context: SchoolContext, input: unknown): Promise<{ id: string }> {
  allow(context.role, "content.draft");
  const parsed = albumInputSchema.safeParse(input);
  if (!parsed.success) throw invalidInput(parsed.error);
  const id = await createAlbum(context.deps.db, context.school, parsed.data, new Date());
  await log(context, parsed.data.title, "created the album");
  return { id };
}

/** An AlbumChange: its details, photos' order, texts, removals; the album after it. */
export async function changeAlbumOf(context: SchoolContext, id: string, input: unknown): Promise<AlbumRecord> {
  allow(context.role, "content.draft");
  const albumId = albumIdSchema.safeParse(id).data;
  if (!albumId) throw missing();
  const parsed = albumChangeSchema.safeParse(input);
  if (!parsed.success) throw invalidInput(parsed.error);
  const change = parsed.data;
  // Recording a child's consent is an editor's, as on the consent screen: a contributor's form
  // may say that a caption names a child, never that consent is on file.
  if (change.texts && !can(context.role, "content.publish")) {
    change.texts = change.texts.map(({ consent: _consent, ...text }) => text);
  }
  if (!(await changeAlbum(context.deps.db, context.school, albumId, change, new Date()))) throw missing();
  const found = await findAlbum(context.deps.db, context.school, albumId);
  if (!found) throw missing();
  return found;
}

export type AlbumPublishOutcome =
  | { ok: true; id: string; path: string }
  | { ok: false; message: string; problems: Array<{ code: string; message: string; file?: string }> };

/** The album on the site, or why not yet (every photo described or marked decorative). */
export async function publishAlbumOf(context: SchoolContext, id: string): Promise<AlbumPublishOutcome> {
  allow(context.role, "content.publish");
  const albumId = albumIdSchema.safeParse(id).data;
  const found = albumId && (await findAlbum(context.deps.db, context.school, albumId));
  if (!found) throw missing();
  if (found.photos.length === 0)
    return { ok: false, message: "Add at least one photo before publishing the album.", problems: [] };
  const problems = checkAlbumPhotos(found.photos.map((photo) => ({ ...photo, label: photo.name })));
  if (refusesPublish(problems)) {
    const count = problems.length === 1 ? "one photo needs" : `${problems.length} things need`;
    return {
      ok: false,
      message: `The album cannot be published yet: ${count} attention.`,
      problems: problems.map((problem) => ({
        code: problem.code,
        message: problem.message,
        file: problem.locator.kind === "file" ? problem.locator.file : undefined,
      })),
    };
  }
  const now = new Date();
  // The album's date is the school's today, in its own zone (decision 0085).
  const today = isoDateOf(schoolToday(await context.deps.timeZoneOf(context.school), now));
  await publishAlbum(context.deps.db, context.school, found, today, now);
  await log(context, found.title, found.publishedAt ? "published the album again" : "published the album");
  return { ok: true, id: found.id, path: `/SubGallery?id=${encodeURIComponent(found.id)}` };
}
