import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { storeHashed } from "#content/bundle-store";
import type { StoredFile } from "#database/queries/school-content";
import type { PhotoType } from "#domain/topper-photo";
import { type CertificateFolders, stagingRoot } from "./certificate-files";

/**
 * A photo from an admin form into DATA_DIR/files/ under its content hash, as the bundle import
 * stores attachments (content/bundle-store.ts); its bundle name is that stored name.
 */
export async function storePhotoBytes(
  folders: CertificateFolders,
  bytes: Uint8Array,
  type: PhotoType,
): Promise<StoredFile> {
  const root = stagingRoot(folders);
  await fs.mkdir(root, { recursive: true });
  const temp = path.join(root, `upload-${randomBytes(12).toString("hex")}.${type}`);
  await fs.writeFile(temp, bytes, { flag: "wx" });
  try {
    const copy = await storeHashed(folders.filesDir, temp);
    return { bundleName: copy.storedPath, storedPath: copy.storedPath, sha256: copy.sha256 };
  } finally {
    await fs.rm(temp, { force: true });
  }
}
