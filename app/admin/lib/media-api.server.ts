/**
 * The album screens' reads and changes (issue 14): the school's media operations
 * (server/operations/staff-media.ts, staff-albums.ts), called in the process.
 * The `school` argument is the page's, which `caller` is already bound to: the signatures are the
 * album screens' (albums.tsx, album.tsx), kept while those screens move into the
 * generic editor. Uploads are not here: the browser sends each file itself (photo-uploader.tsx).
 */
import type { AlbumChange, AlbumRecord, AlbumSummary, PhotoRecord, UsageRecord } from "#domain/media-records";
import { mediaPaths } from "./media-paths";
import type { Caller } from "./school-scope.server";
import { attempt, loaded, type Refusal } from "./staff.server";

export { mediaPaths };

/** The page's school must be the one the caller's operations are bound to. */
function ops(caller: Caller, school: string) {
  if (caller.ops.code !== school)
    throw new Error(`the page's school ${school} is not its operations' (${caller.ops.code})`);
  return caller.ops.media;
}

export function getUsage(caller: Caller, school: string): Promise<UsageRecord> {
  return loaded(caller.request, () => ops(caller, school).usage());
}

export function getAlbums(caller: Caller, school: string): Promise<AlbumSummary[]> {
  return loaded(caller.request, () => ops(caller, school).albums());
}

export function getAlbum(caller: Caller, school: string, id: string): Promise<AlbumRecord> {
  return loaded(caller.request, () => ops(caller, school).album(id));
}

export function addAlbum(caller: Caller, school: string, input: Record<string, unknown>) {
  return attempt(caller.request, () => ops(caller, school).addAlbum(input));
}

export function updateAlbum(
  caller: Caller,
  school: string,
  id: string,
  /** An AlbumChange; the details as typed, for the operation to check and name the fields at fault. */
  change: AlbumChange | { details: Record<string, string> },
): Promise<{ ok: true; value: AlbumRecord } | { ok: false; refusal: Refusal }> {
  return attempt(caller.request, () => ops(caller, school).changeAlbum(id, change));
}

export type PublishOutcome =
  | { ok: true; path: string }
  | { ok: false; message: string; problems: Array<{ code: string; message: string; file?: string }> };

export async function publish(caller: Caller, school: string, id: string): Promise<PublishOutcome> {
  const outcome = await loaded(caller.request, () => ops(caller, school).publishAlbum(id));
  return outcome.ok ? { ok: true, path: outcome.path } : outcome;
}

export function getUnusedUploads(caller: Caller, school: string): Promise<PhotoRecord[]> {
  return loaded(caller.request, () => ops(caller, school).unused());
}

export function deleteUnusedUpload(caller: Caller, school: string, path: string) {
  return attempt(caller.request, () => ops(caller, school).deleteUnused(path));
}
