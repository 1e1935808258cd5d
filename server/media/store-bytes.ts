import { createHash } from "node:crypto";
import type { FileStore } from "#content/storage/file-store";
import { storedFileKey } from "#content/storage/storage-key";

/**
 * Stores bytes the way a bundle import stores a file (content/bundle-store.ts, decision 0004):
 * at the root of files/ under the hash of what is stored, written whole by the store (durably,
 * before the database names it), so the image service never serves half a file. Two schools
 * uploading the same photo share the copy.
 */
export async function storeBytes(
  files: FileStore,
  data: Uint8Array,
  extension: string,
): Promise<{ storedPath: string; sha256: string }> {
  const sha256 = createHash("sha256").update(data).digest("hex");
  const storedPath = `${sha256}.${extension}`;
  // Touched, so a clean-up running meanwhile sees it as in use (removeUnreferenced).
  if (!(await files.touch(storedFileKey(storedPath)))) await files.put(storedFileKey(storedPath), data);
  return { storedPath, sha256 };
}
