import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { syncFolder } from "#content/bundle-store";

/**
 * Stores bytes the way a bundle import stores a file (content/bundle-store.ts, decision 0004):
 * at the root of DATA_DIR/files under the hash of what is stored, written to a temporary name
 * and renamed, so the image service never serves half a file. Two schools uploading the same
 * photo share the copy.
 */
export async function storeBytes(
  filesDir: string,
  data: Uint8Array,
  extension: string,
): Promise<{ storedPath: string; sha256: string }> {
  const sha256 = createHash("sha256").update(data).digest("hex");
  const storedPath = `${sha256}.${extension}`;
  const target = path.join(filesDir, storedPath);
  await fs.mkdir(filesDir, { recursive: true });
  try {
    // Touched, so a clean-up running meanwhile sees it as in use (removeUnreferenced).
    const now = new Date();
    await fs.utimes(target, now, now);
    return { storedPath, sha256 };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const temp = path.join(filesDir, `.tmp-${randomBytes(8).toString("hex")}`);
  try {
    await fs.writeFile(temp, data, { flag: "wx", flush: true });
    await fs.rename(temp, target);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
  await syncFolder(filesDir);
  return { storedPath, sha256 };
}
