import { z } from "zod";
import type { ApiContext } from "#app/lib/api-client";
import { type AlbumPhotoWords, albumPhotoWordsSchema } from "#domain/album-photo-words";
import type { ClubFolder } from "#domain/clubs";

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

/** The public address of a club page's chosen photos (server/api/album-photos.ts). */
export const clubPhotosPath = (school: string, club: ClubFolder) =>
  `/api/clubPhotos/${segment(school)}/${segment(club)}`;

/**
 * The photos of the albums chosen for a club, with their words; empty while none is chosen, and
 * on a failure, so the page shows the club's built-in photos rather than breaking.
 */
export async function getClubPhotos(context: ApiContext, club: ClubFolder): Promise<AlbumPhotoWords> {
  const path = clubPhotosPath(context.schoolCode, club);
  try {
    const response = await context.api(path);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return albumPhotoWordsSchema.parse(await response.json());
  } catch (error) {
    console.error("Error fetching club photos:", error);
    return [];
  }
}

/** The public address of the hero slides' descriptions (server/api/album-photos.ts). */
export const heroSlideWordsPath = (school: string) => `/api/heroSlides/${segment(school)}`;

/** The hero slides' descriptions, slot 1 first; none on a failure, so Home names each by its place. */
export async function getHeroSlideWords(context: ApiContext): Promise<string[]> {
  const path = heroSlideWordsPath(context.schoolCode);
  try {
    const response = await context.api(path);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return z.array(z.string()).parse(await response.json());
  } catch (error) {
    console.error("Error fetching the hero slides' descriptions:", error);
    return [];
  }
}
