/**
 * The media screens' reads and changes (issue 14): the school's media operations
 * (server/operations/staff-media.ts), called in the process, for the album list's storage and
 * uploads in no album (decision 0101). The `school` argument is the page's, which `caller` is
 * already bound to. Uploads are not here: the browser sends each file itself (photo-uploader.tsx).
 */
import type { PhotoRecord, UsageRecord } from "#domain/media-records";
import { mediaPaths } from "./media-paths";
import type { Caller } from "./school-scope.server";
import { attempt, loaded } from "./staff.server";

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

export function getUnusedUploads(caller: Caller, school: string): Promise<PhotoRecord[]> {
  return loaded(caller.request, () => ops(caller, school).unused());
}

export function deleteUnusedUpload(caller: Caller, school: string, path: string) {
  return attempt(caller.request, () => ops(caller, school).deleteUnused(path));
}
