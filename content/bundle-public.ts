import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { BundlePublicFile } from "./bundle-load";
import { isMissing } from "./bundle-tree";

/**
 * A school's public/ images live at filesDir/<school>/public. A new set is
 * copied beside it under a hidden name and swapped in with two renames, so
 * the site serves either the old folder or the complete new one.
 */
export function publicFolder(filesDir: string, schoolCode: string): string {
  return path.join(filesDir, schoolCode, "public");
}

export async function stagePublic(
  filesDir: string,
  schoolCode: string,
  files: BundlePublicFile[],
  onCopied: (done: number) => void,
): Promise<string> {
  const staged = path.join(filesDir, schoolCode, `.public-${randomBytes(8).toString("hex")}`);
  await fs.mkdir(staged, { recursive: true });
  try {
    let done = 0;
    for (const file of files) {
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

export async function swapInPublic(filesDir: string, schoolCode: string, staged: string): Promise<void> {
  const live = publicFolder(filesDir, schoolCode);
  const old = path.join(filesDir, schoolCode, `.public-old-${randomBytes(8).toString("hex")}`);
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
