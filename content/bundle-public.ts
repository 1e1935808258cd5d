import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { BundlePublicFile } from "./bundle-load";
import { isMissing } from "./bundle-tree";
import type { FileStore } from "./storage/file-store";

/**
 * A school's public/ images live at `files/<school>/public/` of the file store, under the names
 * the site asks for. A new set is copied beside it under a hidden name and swapped in with two
 * renames, so the site serves either the old folder or the complete new one.
 *
 * Swapping a folder in whole is what a disk does and an object store cannot: this is the one
 * place that asks the store for its folder on disk (FileStore.localPath, decision 0072).
 */
export function publicFolderKey(schoolCode: string): string {
  return `files/${schoolCode}/public`;
}

/** The school's folder on this machine; refused by a store that has none. */
function schoolFolder(files: FileStore, schoolCode: string): string {
  if (!files.localPath)
    throw new Error("This file store cannot swap a school's public images in whole: only the disk store can");
  return files.localPath(`files/${schoolCode}`);
}

export async function stagePublic(
  files: FileStore,
  schoolCode: string,
  publicFiles: BundlePublicFile[],
  onCopied: (done: number) => void,
): Promise<string> {
  const staged = path.join(schoolFolder(files, schoolCode), `.public-${randomBytes(8).toString("hex")}`);
  await fs.mkdir(staged, { recursive: true });
  try {
    let done = 0;
    for (const file of publicFiles) {
      const target = path.join(staged, ...file.name.split("/"));
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.copyFile(file.source, target, fs.constants.COPYFILE_EXCL);
      done += 1;
      onCopied(done);
    }
    return staged;
  } catch (error) {
    await fs.rm(staged, { recursive: true, force: true });
    throw error;
  }
}

export async function swapInPublic(files: FileStore, schoolCode: string, staged: string): Promise<void> {
  const folder = schoolFolder(files, schoolCode);
  const live = path.join(folder, "public");
  const old = path.join(folder, `.public-old-${randomBytes(8).toString("hex")}`);
  let hadOld = true;
  try {
    await fs.rename(live, old);
  } catch (error) {
    if (!isMissing(error)) throw error;
    hadOld = false;
  }
  try {
    await fs.rename(staged, live);
  } catch (error) {
    // Put the old folder back rather than leave the school with none.
    if (hadOld) await fs.rename(old, live).catch(() => undefined);
    throw error;
  }
  if (hadOld) await fs.rm(old, { recursive: true, force: true });
}

export async function discardStaged(staged: string | undefined): Promise<void> {
  if (staged) await fs.rm(staged, { recursive: true, force: true });
}
