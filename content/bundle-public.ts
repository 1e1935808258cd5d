import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import type { BundlePublicFile } from "./bundle-load";
import type { FileStore } from "./storage/file-store";

/**
 * A school's public/ images live at `files/<school>/public/` of the file store, under the names
 * the site asks for. A new set is written beside it under a hidden name (a segment starting with
 * `.` is never served) and swapped in by the store (FileStore.replaceFolder, decision 0084): on
 * disk with two renames, in a bucket key by key with the old files kept aside until the new ones
 * are all in place, so a failure at any point leaves the school its old images.
 */
export function publicFolderKey(schoolCode: string): string {
  return `files/${schoolCode}/public`;
}

/** Writes the bundle's public files under a new hidden folder of the school, and answers its key. */
export async function stagePublic(
  files: FileStore,
  schoolCode: string,
  publicFiles: BundlePublicFile[],
  onCopied: (done: number) => void,
): Promise<string> {
  const staged = `files/${schoolCode}/.public-${randomBytes(8).toString("hex")}`;
  try {
    let done = 0;
    for (const file of publicFiles) {
      await files.put(`${staged}/${file.name}`, createReadStream(file.source));
      done += 1;
      onCopied(done);
    }
    return staged;
  } catch (error) {
    await discardStaged(files, staged);
    throw error;
  }
}

export async function swapInPublic(files: FileStore, schoolCode: string, staged: string): Promise<void> {
  await files.replaceFolder(publicFolderKey(schoolCode), staged);
}

export async function discardStaged(files: FileStore, staged: string | undefined): Promise<void> {
  if (staged) await files.delete(staged).catch(() => undefined);
}
