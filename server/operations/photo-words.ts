import type { Db } from "#database/connection";
import { findGallery, listItems } from "#database/queries/lists";
import { photoWords } from "#database/queries/media-files";
import { findSingleItem } from "#database/queries/single-items";
import type { AlbumPhotoWords } from "#domain/album-photo-words";
import type { ClubFolder } from "#domain/clubs";
import { contentKinds } from "#domain/content-kinds";
import { slideAlts } from "#domain/hero-slides";
import type { AnswerCache } from "./answer-cache";
import { shownPaths } from "./withheld-photos";

/**
 * The words staff gave the site's photos (issue 14), beside the spec's records, which have no
 * place for them: an album's, a club page's, and the hero slides'. Read by the site in the
 * process and answered by server/api/album-photos.ts (decision 0088).
 */
export type PhotoWords = {
  /** A published album's alt text and captions, in the album's order; [] for no such album. */
  album(school: string, id: string): Promise<AlbumPhotoWords>;
  /**
   * A club page's photos: those of the published albums chosen for the club, newest album first,
   * each album's photos in its order. Empty while none is chosen: the page then shows the club's
   * built-in photos (spec 2.6).
   */
  club(school: string, club: ClubFolder): Promise<AlbumPhotoWords>;
  /**
   * The hero slides' descriptions, slot 1 first, from the school's `heroSlides` object (decision
   * 0102); "" where there is none (Home names it by its place).
   */
  heroSlides(school: string): Promise<string[]>;
};

/**
 * The photos with their words, in order. With `all`, a photo no one wrote words for is listed
 * with empty ones (an album imported from a bundle); without, only the photos that have words.
 */
async function withWords(db: Db, school: string, paths: readonly string[], all: boolean): Promise<AlbumPhotoWords> {
  const words = await photoWords(db, school, paths);
  return paths.flatMap((path) => {
    const found = words.get(path);
    if (!found) return all ? [{ path, alt: "", caption: "" }] : [];
    return [{ path, alt: found.decorative ? "" : found.alt, caption: found.caption }];
  });
}

const sep = "\u0000";

export function createPhotoWords({ db, cache }: { db: Db; cache?: AnswerCache }): PhotoWords {
  const cached = <T>(school: string, key: string[], make: () => Promise<T>) =>
    cache ? cache.get(school, [school, ...key].join(sep), make) : make();
  return {
    album: (school, id) =>
      cached(school, ["albumPhotos", id], async () => {
        const album = await findGallery(db, school, id);
        if (!album) return [];
        return withWords(db, school, await shownPaths(db, school, album.attachments), false);
      }),
    club: (school, club) =>
      cached(school, ["clubPhotos", club], async () => {
        const albums = await listItems(db, contentKinds.galleries, school, { club });
        const paths = await shownPaths(db, school, [...new Set(albums.flatMap((album) => album.attachments))]);
        return withWords(db, school, paths, true);
      }),
    heroSlides: (school) =>
      cached(school, ["heroSlides"], async () => slideAlts((await findSingleItem(db, school, "heroSlides"))?.slides)),
  };
}
