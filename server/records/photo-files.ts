import type { FileStore } from "#content/storage/file-store";
import type { StoredFile } from "#database/queries/school-content";
import type { PhotoType } from "#domain/topper-photo";
import { storeBytes } from "#server/media/store-bytes";

/**
 * A photo from an admin form into files/ under its content hash, as the bundle import stores
 * attachments (content/bundle-store.ts); its bundle name is that stored name.
 */
export async function storePhotoBytes(files: FileStore, bytes: Uint8Array, type: PhotoType): Promise<StoredFile> {
  const { storedPath, sha256 } = await storeBytes(files, bytes, type);
  return { bundleName: storedPath, storedPath, sha256 };
}
