import type { ApiContext } from "#app/lib/api-client";
import { type AlbumPhotoWords, albumPhotoWordsSchema } from "#domain/album-photo-words";

const segment = encodeURIComponent;

/** The public address of an album's photo words (server/api/album-photos.ts). */
export const albumPhotosPath = (school: string, id: string) => `/api/albumPhotos/${segment(school)}/${segment(id)}`;

/**
 * The alt text and captions staff gave an album's photos. Server-only: the album page's loader
 * reads them; a failure leaves the photos named by their place, as before, never a broken page.
 */
export async function getAlbumPhotoWords(context: ApiContext, id: string): Promise<AlbumPhotoWords> {
  const path = albumPhotosPath(context.schoolCode, id);
  try {
    const response = await context.api(path);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return albumPhotoWordsSchema.parse(await response.json());
  } catch (error) {
    console.error("Error fetching album photo words:", error);
    return [];
  }
}
