import { isManagedPath } from "#content/bundle-store";
import type { FileStore } from "#content/storage/file-store";
import { storedFileKey } from "#content/storage/storage-key";
import type { Db } from "#database/connection";
import { draftTexts } from "#database/queries/editing";
import { deleteUpload, listUploads } from "#database/queries/media-files";
import { listPageSources } from "#database/queries/pages";
import { listAllStoredPaths } from "#database/queries/platform";
import { readStoredBundle } from "#database/queries/school-content";
import type { PhotoRecord } from "#domain/media-records";

/** An upload's stored name (content/bundle-store.ts): its hash and extension, wherever it is written. */
const storedName = /[0-9a-f]{64}\.[a-z0-9]{2,5}/g;

/**
 * Uploads nothing uses (issue 14: a school over its quota must be able to make room): not named by
 * any of the school's content, live or in a draft (an album's draft among them, decision 0101),
 * trashed drafts included: an attachment, the profile's files, or a picture or link inside a
 * description, a message or a page. The texts are searched for stored names rather than parsed
 * field by field, so a place that names a file in HTML is never missed.
 */
async function pathsInUse(db: Db, schoolCode: string): Promise<Set<string>> {
  const used = new Set<string>();
  const [bundle, pages, drafts] = await Promise.all([
    readStoredBundle(db, schoolCode),
    listPageSources(db, schoolCode),
    draftTexts(db, schoolCode),
  ]);
  const texts = [JSON.stringify(bundle ?? {}), ...pages.map((page) => page.markdown), ...drafts];
  for (const text of texts) for (const [name] of text.matchAll(storedName)) used.add(name);
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
