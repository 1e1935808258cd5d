import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { isManagedPath, storeCertificate } from "#content/bundle-store";
import type { StoredFile } from "#database/queries/school-content";
import type { CertificateType } from "#domain/certificate-file";

/**
 * A certificate's file into DATA_DIR/files/tc/ under an unguessable name, the way the bundle
 * import stores them (content/bundle-store.ts), and out again when it is replaced or
 * withdrawn, so an old download link stops working at once.
 */
export type CertificateFolders = { dataDir: string; filesDir: string };

/** Where uploads wait: beside files/, never served. */
export function stagingRoot(folders: CertificateFolders): string {
  return path.join(folders.dataDir, "staging");
}

/** Stores a file already on disk (a staged upload) as a certificate; its bundle name is its stored path. */
export async function storeCertificateFile(folders: CertificateFolders, source: string): Promise<StoredFile> {
  const copy = await storeCertificate(folders.filesDir, source);
  // An admin-made certificate has no bundle of origin: an export names its file as it is stored.
  return { bundleName: copy.storedPath, storedPath: copy.storedPath, sha256: copy.sha256 };
}

/** Stores bytes received in a request as a certificate of the type they were sniffed as. */
export async function storeCertificateBytes(
  folders: CertificateFolders,
  bytes: Uint8Array,
  type: CertificateType,
): Promise<StoredFile> {
  const root = stagingRoot(folders);
  await fs.mkdir(root, { recursive: true });
  const temp = path.join(root, `upload-${randomBytes(12).toString("hex")}.${type}`);
  await fs.writeFile(temp, bytes, { flag: "wx" });
  try {
    return await storeCertificateFile(folders, temp);
  } finally {
    await fs.rm(temp, { force: true });
  }
}

/** Deletes certificate files no record refers to any more (after the change that retired them committed). */
export async function deleteCertificateFiles(
  folders: CertificateFolders,
  storedPaths: readonly string[],
): Promise<void> {
  for (const storedPath of storedPaths) {
    // Only the names the store writes under tc/: never anything else, whatever the database held.
    if (!storedPath.startsWith("tc/") || !isManagedPath(storedPath)) continue;
    await fs.rm(path.join(folders.filesDir, storedPath), { force: true });
  }
}
