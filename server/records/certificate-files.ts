import { createHash } from "node:crypto";
import { extensionOf } from "#content/bundle-refs";
import { isManagedPath, newCertificatePath } from "#content/bundle-store";
import type { FileStore } from "#content/storage/file-store";
import { storedFileKey } from "#content/storage/storage-key";
import type { StoredFile } from "#database/queries/school-content";
import type { CertificateType } from "#domain/certificate-file";
import { cleanPhoto, UndecodablePhoto } from "#server/media/photo-process";

/**
 * A certificate's file into files/tc/ under an unguessable name, the way the bundle import
 * stores them (content/bundle-store.ts), and out again when it is replaced or withdrawn, so an
 * old download link stops working at once.
 */

/**
 * A certificate as it will be stored: a PDF as sent; a scan or phone photo of one (JPEG, PNG)
 * through the photo pipeline like every picture staff send (decision 0080), so a child's
 * document keeps no GPS position or camera serial, and stands upright.
 */
export async function cleanCertificate(
  bytes: Uint8Array,
  type: CertificateType,
): Promise<{ ok: true; bytes: Uint8Array } | { ok: false; reason: string }> {
  if (type === "pdf") return { ok: true, bytes };
  try {
    return { ok: true, bytes: (await cleanPhoto(bytes)).data };
  } catch (error) {
    if (!(error instanceof UndecodablePhoto)) throw error;
    return { ok: false, reason: "The picture cannot be read: it may be damaged. Scan it again, or save it as PDF." };
  }
}

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
