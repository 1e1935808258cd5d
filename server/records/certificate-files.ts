import { createHash } from "node:crypto";
import { extensionOf } from "#content/bundle-refs";
import { isManagedPath, newCertificatePath } from "#content/bundle-store";
import type { FileStore } from "#content/storage/file-store";
import { storedFileKey } from "#content/storage/storage-key";
import type { StoredFile } from "#database/queries/school-content";
import type { CertificateType } from "#domain/certificate-file";

/**
 * A certificate's file into files/tc/ under an unguessable name, the way the bundle import
 * stores them (content/bundle-store.ts), and out again when it is replaced or withdrawn, so an
 * old download link stops working at once.
 */

async function storeCertificate(files: FileStore, bytes: Uint8Array, extension: string): Promise<StoredFile> {
  const storedPath = newCertificatePath(extension);
  await files.put(storedFileKey(storedPath), bytes);
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  // An admin-made certificate has no bundle of origin: an export names its file as it is stored.
  return { bundleName: storedPath, storedPath, sha256 };
}

/** Stores bytes received in a request as a certificate of the type they were sniffed as. */
export function storeCertificateBytes(files: FileStore, bytes: Uint8Array, type: CertificateType): Promise<StoredFile> {
  return storeCertificate(files, bytes, type);
}

/** Stores a staged upload (certificate-staging.ts, named `<n>.<type>`) as a certificate. */
export async function storeStagedCertificate(files: FileStore, stagedKey: string): Promise<StoredFile> {
  const bytes = await files.get(stagedKey);
  if (!bytes) throw new Error(`The staged certificate ${stagedKey} is gone`);
  return storeCertificate(files, bytes, extensionOf(stagedKey));
}

/** Deletes certificate files no record refers to any more (after the change that retired them committed). */
export async function deleteCertificateFiles(files: FileStore, storedPaths: readonly string[]): Promise<void> {
  for (const storedPath of storedPaths) {
    // Only the names the store writes under tc/: never anything else, whatever the database held.
    if (!storedPath.startsWith("tc/") || !isManagedPath(storedPath)) continue;
    await files.delete(storedFileKey(storedPath));
  }
}
