import { z } from "zod";

/**
 * The words staff gave an album's photos (issue 14, decision 0061), answered by the public
 * `/api/albumPhotos/{school}/{id}` beside the spec's album record, which has no place for them.
 * `alt` is "" for a photo with no description of its own (never described, or decorative): the
 * page then names it by its place in the album, since each photo is a link and needs a name.
 */
export const albumPhotoWordsSchema = z.array(z.object({ path: z.string(), alt: z.string(), caption: z.string() }));
export type AlbumPhotoWords = z.infer<typeof albumPhotoWordsSchema>;
