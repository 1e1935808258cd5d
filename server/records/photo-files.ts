import type { FileStore } from "#content/storage/file-store";
import type { StoredFile } from "#database/queries/school-content";
import type { CleanPhoto } from "#server/media/photo-process";
import { storeBytes } from "#server/media/store-bytes";

/**
 * A photo from an admin form, once through the photo pipeline (server/media/photo-process.ts),
 * into files/ under its content hash, as the bundle import stores attachments
 * (content/bundle-store.ts); its bundle name is that stored name.
 */
export async function storePhotoBytes(files: FileStore, photo: CleanPhoto): Promise<StoredFile> {
  const { storedPath, sha256 } = await storeBytes(files, photo.data, photo.extension);
  return { bundleName: storedPath, storedPath, sha256 };
}
