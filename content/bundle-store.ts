import { createHash, randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { allowedExtensions, certificateExtensions, extensionOf } from "./bundle-refs";
import type { FileStore } from "./storage/file-store";
import { storedFileKey } from "./storage/storage-key";

/**
 * The files/ area of the file store (decision 0004). Attachments live at its root under their
 * content hash (so two schools or two imports share one copy); certificates live under tc/
 * with random names, because a content hash could be guessed by anyone who has seen the
 * certificate's template.
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

/** A new certificate's stored path: an unguessable name under tc/. */
export function newCertificatePath(extension: string): string {
  return `tc/${randomBytes(16).toString("hex")}.${extension}`;
}

/**
 * Reads a file on this machine (a bundle's) into the store, hashing it on the way. The hash is
 * checked against `expected` before the store puts the file in place, so a source that changed
 * after it was first hashed fails the copy and leaves nothing stored.
 */
async function copyIn(files: FileStore, source: string, storedPath: string, expected?: string): Promise<string> {
  const hash = createHash("sha256");
  async function* hashed(): AsyncGenerator<Uint8Array> {
    for await (const chunk of createReadStream(source)) {
      hash.update(chunk as Buffer);
      yield chunk as Buffer;
    }
    if (expected !== undefined && hash.copy().digest("hex") !== expected)
      throw new Error(`${source} changed while it was being imported`);
  }
  await files.put(storedFileKey(storedPath), hashed());
  return hash.digest("hex");
}

export async function storeHashed(files: FileStore, source: string): Promise<StoredCopy> {
  const sha256 = await hashFile(source);
  const storedPath = `${sha256}.${extensionOf(path.basename(source))}`;
  // Touched so a clean-up started by another import meanwhile sees it as in use (see removeUnreferenced).
  if (await files.touch(storedFileKey(storedPath))) return { storedPath, sha256, created: false };
  await copyIn(files, source, storedPath, sha256);
  return { storedPath, sha256, created: true };
}

export async function storeCertificate(files: FileStore, source: string): Promise<StoredCopy> {
  const storedPath = newCertificatePath(extensionOf(path.basename(source)));
  const sha256 = await copyIn(files, source, storedPath);
  return { storedPath, sha256, created: true };
}

/**
 * Removes hashed and certificate files that no school refers to. Files
 * modified after `olderThan` are kept: another import may have written or
 * re-used them and not committed yet.
 */
export async function removeUnreferenced(
  files: FileStore,
  referenced: Set<string>,
  olderThan: number,
): Promise<number> {
  let removed = 0;
  for (const folder of ["files", "files/tc"]) {
    for (const key of await files.list(folder)) {
      const storedPath = key.slice("files/".length);
      if (!isManagedPath(storedPath) || referenced.has(storedPath)) continue;
      const stat = await files.stat(key);
      if (!stat || stat.mtimeMs >= olderThan) continue;
      await files.delete(key);
      removed += 1;
    }
  }
  return removed;
}
