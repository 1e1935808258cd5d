import { createHash, randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { allowedExtensions, certificateExtensions, extensionOf } from "./bundle-refs";
import { isMissing } from "./bundle-tree";

/**
 * The files/ area of DATA_DIR. Attachments live at its root under their
 * content hash (so two schools or two imports share one copy); certificates
 * live under tc/ with random names, because a content hash could be guessed
 * by anyone who has seen the certificate's template.
 */
export type StoredCopy = { storedPath: string; sha256: string; created: boolean };

const hashedName = new RegExp(`^[0-9a-f]{64}\\.(${allowedExtensions.join("|")})$`);
const certificateName = new RegExp(`^[0-9a-f]{32}\\.(${certificateExtensions.join("|")})$`);

/** Only names this module could have written, so clean-up never touches anything else. */
export function isManagedPath(storedPath: string): boolean {
  const [first, second, ...rest] = storedPath.split("/");
  if (rest.length > 0) return false;
  if (second === undefined) return hashedName.test(first);
  return first === "tc" && certificateName.test(second);
}

export async function hashFile(file: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(createReadStream(file), hash);
  return hash.digest("hex");
}

/**
 * Copies through a temporary name and renames, so a reader never sees half a
 * file under a real name. The copy is hashed on the way and checked against
 * `expected`, in case the source changed after it was first hashed.
 */
async function copyAtomically(source: string, target: string, expected?: string): Promise<string> {
  const temp = path.join(path.dirname(target), `.tmp-${randomBytes(8).toString("hex")}`);
  const hash = createHash("sha256");
  const tap = new Transform({
    transform(chunk, _encoding, callback) {
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  try {
    await pipeline(createReadStream(source), tap, createWriteStream(temp, { flags: "wx", flush: true }));
    const sha256 = hash.digest("hex");
    if (expected !== undefined && sha256 !== expected) throw new Error(`${source} changed while it was being imported`);
    await fs.rename(temp, target);
    return sha256;
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
}

export async function storeHashed(filesDir: string, source: string): Promise<StoredCopy> {
  const sha256 = await hashFile(source);
  const storedPath = `${sha256}.${extensionOf(path.basename(source))}`;
  const target = path.join(filesDir, storedPath);
  try {
    // Touched so a clean-up started by another import meanwhile sees it as in use (see removeUnreferenced).
    const now = new Date();
    await fs.utimes(target, now, now);
    return { storedPath, sha256, created: false };
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
  await fs.mkdir(filesDir, { recursive: true });
  await copyAtomically(source, target, sha256);
  return { storedPath, sha256, created: true };
}

export async function storeCertificate(filesDir: string, source: string): Promise<StoredCopy> {
  const folder = path.join(filesDir, "tc");
  await fs.mkdir(folder, { recursive: true });
  const storedPath = `tc/${randomBytes(16).toString("hex")}.${extensionOf(path.basename(source))}`;
  const sha256 = await copyAtomically(source, path.join(filesDir, storedPath));
  return { storedPath, sha256, created: true };
}

/** Makes the renames durable before the database says the files exist. */
export async function syncFolder(folder: string): Promise<void> {
  let handle: fs.FileHandle | undefined;
  try {
    handle = await fs.open(folder, "r");
    await handle.sync();
  } catch {
    // Some platforms cannot open or sync a folder; the files themselves were flushed.
  } finally {
    await handle?.close();
  }
}

/**
 * Removes hashed and certificate files that no school refers to. Files
 * modified after `olderThan` are kept: another import may have written or
 * re-used them and not committed yet.
 */
export async function removeUnreferenced(
  filesDir: string,
  referenced: Set<string>,
  olderThan: number,
): Promise<number> {
  let removed = 0;
  for (const folder of ["", "tc"]) {
    let names: string[];
    try {
      names = await fs.readdir(path.join(filesDir, folder));
    } catch (error) {
      if (isMissing(error)) continue;
      throw error;
    }
    for (const name of names) {
      const storedPath = folder === "" ? name : `${folder}/${name}`;
      if (!isManagedPath(storedPath) || referenced.has(storedPath)) continue;
      const file = path.join(filesDir, storedPath);
      const stat = await fs.lstat(file);
      if (!stat.isFile() || stat.mtimeMs >= olderThan) continue;
      await fs.rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}
