/**
 * The admin area's calls to the media and album API (issue 14), in-process like the rest of
 * admin-api.server.ts, with the visitor's cookie and origin. Uploads are not here: the browser
 * sends each file itself (photo-uploader.tsx), so each has its own progress bar.
 */
import { z } from "zod";
import {
  type AlbumChange,
  type AlbumRecord,
  type AlbumSummary,
  albumSchema,
  albumSummarySchema,
  type HeroSlideRecord,
  heroSlideSchema,
  type PhotoRecord,
  photoSchema,
  publishRefusalSchema,
  type UsageRecord,
  usageSchema,
} from "#domain/media-records";
import { attempt, type Caller, call, type Refusal, read } from "./admin-api.server";
import { mediaPaths } from "./media-paths";

export { mediaPaths };

export async function getUsage(caller: Caller, school: string): Promise<UsageRecord> {
  return read(caller, await call(caller, mediaPaths.usage(school)), usageSchema);
}

export async function getAlbums(caller: Caller, school: string): Promise<AlbumSummary[]> {
  return (
    await read(caller, await call(caller, mediaPaths.albums(school)), z.object({ data: albumSummarySchema.array() }))
  ).data;
}

export async function getAlbum(caller: Caller, school: string, id: string): Promise<AlbumRecord> {
  return read(caller, await call(caller, mediaPaths.album(school, id)), albumSchema);
}

export async function addAlbum(caller: Caller, school: string, input: Record<string, unknown>) {
  const response = await call(caller, mediaPaths.albums(school), { method: "POST", body: input });
  return attempt(caller, response, z.object({ id: z.string() }));
}

export async function updateAlbum(
  caller: Caller,
  school: string,
  id: string,
  /** An AlbumChange; the details as typed, for the server to check and name the fields at fault. */
  change: AlbumChange | { details: Record<string, string> },
): Promise<{ ok: true; value: AlbumRecord } | { ok: false; refusal: Refusal }> {
  const response = await call(caller, mediaPaths.album(school, id), { method: "PATCH", body: change });
  return attempt(caller, response, albumSchema);
}

export type PublishOutcome =
  | { ok: true; path: string }
  | { ok: false; message: string; problems: Array<{ code: string; message: string; file?: string }> };

export async function publish(caller: Caller, school: string, id: string): Promise<PublishOutcome> {
  const response = await call(caller, mediaPaths.publish(school, id), { method: "POST", body: {} });
  if (response.status === 409) {
    const { error } = publishRefusalSchema.parse(await response.json());
    return { ok: false, message: error.message, problems: error.problems };
  }
  const { path } = await read(caller, response, z.object({ path: z.string() }));
  return { ok: true, path };
}

export async function getHeroSlides(caller: Caller, school: string): Promise<HeroSlideRecord[]> {
  return (
    await read(caller, await call(caller, mediaPaths.heroSlides(school)), z.object({ data: heroSlideSchema.array() }))
  ).data;
}

export async function reorderHeroSlides(caller: Caller, school: string, order: number[]) {
  const response = await call(caller, mediaPaths.heroOrder(school), { method: "PUT", body: { order } });
  return attempt(caller, response, z.object({ data: heroSlideSchema.array() }));
}

export async function describeHeroSlides(caller: Caller, school: string, texts: string[]) {
  const response = await call(caller, mediaPaths.heroTexts(school), { method: "PUT", body: { texts } });
  return attempt(caller, response, z.object({ data: heroSlideSchema.array() }));
}

export async function getUnusedUploads(caller: Caller, school: string): Promise<PhotoRecord[]> {
  return (await read(caller, await call(caller, mediaPaths.unused(school)), z.object({ data: photoSchema.array() })))
    .data;
}

export async function deleteUnusedUpload(caller: Caller, school: string, path: string) {
  const response = await call(caller, mediaPaths.unusedFile(school, path), { method: "DELETE" });
  if (response.status === 204) return { ok: true as const };
  return attempt(caller, response, z.unknown());
}
