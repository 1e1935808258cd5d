import { mapFileRefs } from "#content/bundle-refs";
import { isManagedPath } from "#content/bundle-store";
import type { FileStore } from "#content/storage/file-store";
import { storedFileKey } from "#content/storage/storage-key";
import type { Db } from "#database/connection";
import { albumPhotoPaths } from "#database/queries/media-albums";
import { deleteUpload, listUploads } from "#database/queries/media-files";
import { listAllStoredPaths } from "#database/queries/platform";
import { readStoredBundle } from "#database/queries/school-content";
import type { PhotoRecord } from "#domain/media-records";

/**
 * Uploads nothing uses (issue 14: a school over its quota must be able to make room): not in any
 * album being put together, and not named by any of the school's content (a published album, a
 * news item's attachment, the profile…), read the way an export reads it.
 */
async function pathsInUse(db: Db, schoolCode: string): Promise<Set<string>> {
  const used = await albumPhotoPaths(db, schoolCode);
  const bundle = await readStoredBundle(db, schoolCode);
  if (bundle) {
    mapFileRefs(bundle, (ref) => {
      used.add(ref);
      return ref;
    });
  }
  return used;
}

export async function unusedUploads(db: Db, schoolCode: string): Promise<PhotoRecord[]> {
  const used = await pathsInUse(db, schoolCode);
  return (await listUploads(db, schoolCode)).filter((file) => !used.has(file.path));
}

/** A stored file's bytes are removed only when written this long ago: a new upload of the same bytes may be on its way. */
const settleMs = 10 * 60 * 1000;

export type DeleteOutcome = "deleted" | "in_use" | "not_found";

export async function deleteUnusedUpload(
  db: Db,
  files: FileStore,
  schoolCode: string,
  storedPath: string,
  now: Date,
): Promise<DeleteOutcome> {
  if (!isManagedPath(storedPath)) return "not_found";
  if ((await pathsInUse(db, schoolCode)).has(storedPath)) return "in_use";
  if (!(await deleteUpload(db, schoolCode, storedPath))) return "not_found";
  // Another school may have the same bytes; and a file touched lately may be about to be recorded
  // again. Either way it stays, for the next import's clean-up of unreferenced files.
  if (!(await listAllStoredPaths(db)).has(storedPath)) {
    const key = storedFileKey(storedPath);
    const stat = await files.stat(key);
    if (stat && now.getTime() - stat.mtimeMs > settleMs) await files.delete(key);
  }
  return "deleted";
}
