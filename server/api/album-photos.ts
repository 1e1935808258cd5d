import { findGallery } from "#database/queries/lists";
import { photoWords } from "#database/queries/media-files";
import type { AlbumPhotoWords } from "#domain/album-photo-words";
import { recordId } from "#domain/content-schema";
import type { ApiApp, ApiDeps } from "./deps";
import { schoolParam } from "./school-param";

/** The alt text and captions of a published album's photos, in the album's order (domain/album-photo-words.ts). */
export function registerAlbumPhotos(api: ApiApp, { db }: ApiDeps): void {
  api.get("/albumPhotos/:school/:id", async (c) => {
    const school = schoolParam(c);
    const id = recordId.safeParse(c.req.param("id"));
    const album = school && id.success ? await findGallery(db, school, id.data) : undefined;
    if (!school || !album) return c.json([]);
    const words = await photoWords(db, school, album.attachments);
    const answer: AlbumPhotoWords = album.attachments.flatMap((path) => {
      const found = words.get(path);
      if (!found) return [];
      return [{ path, alt: found.decorative ? "" : found.alt, caption: found.caption }];
    });
    return c.json(answer);
  });
}
