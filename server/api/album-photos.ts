import type { Db } from "#database/connection";
import { heroSlideTexts } from "#database/queries/hero-slide-texts";
import { findGallery, listItems } from "#database/queries/lists";
import { photoWords } from "#database/queries/media-files";
import type { AlbumPhotoWords } from "#domain/album-photo-words";
import { isClubFolder } from "#domain/clubs";
import { recordId } from "#domain/content-fields";
import { contentKinds } from "#domain/content-kinds";
import type { ApiApp, ApiDeps } from "./deps";
import { schoolParam } from "./school-param";
import { shownPaths } from "./withheld-photos";

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

/**
 * The words staff gave the site's photos (issue 14), beside the spec's records, which have no
 * place for them: an album's, a club page's, and the hero slides'.
 */
export function registerPhotoWords(api: ApiApp, { db }: ApiDeps): void {
  // A published album's alt text and captions, in the album's order (domain/album-photo-words.ts).
  api.get("/albumPhotos/:school/:id", async (c) => {
    const school = schoolParam(c);
    const id = recordId.safeParse(c.req.param("id"));
    const album = school && id.success ? await findGallery(db, school, id.data) : undefined;
    if (!school || !album) return c.json([]);
    return c.json(await withWords(db, school, await shownPaths(db, school, album.attachments), false));
  });

  // A club page's photos (issue 14): those of the published albums chosen for the club, newest
  // album first, each album's photos in its order. Empty while none is chosen: the page then
  // shows the club's built-in photos (spec 2.6).
  api.get("/clubPhotos/:school/:club", async (c) => {
    const school = schoolParam(c);
    const club = c.req.param("club");
    if (!school || !isClubFolder(club)) return c.json([]);
    const albums = await listItems(db, contentKinds.galleries, school, { club });
    const paths = await shownPaths(db, school, [...new Set(albums.flatMap((album) => album.attachments))]);
    return c.json(await withWords(db, school, paths, true));
  });

  // The hero slides' descriptions, slot 1 first; "" where there is none (Home names it by its place).
  api.get("/heroSlides/:school", async (c) => {
    const school = schoolParam(c);
    const texts = school ? await heroSlideTexts(db, school) : [];
    return c.json(texts);
  });
}
