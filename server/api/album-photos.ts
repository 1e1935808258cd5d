import { isClubFolder } from "#domain/clubs";
import { recordId } from "#domain/content-fields";
import type { PhotoWords } from "#server/operations/photo-words";
import type { ApiApp } from "./deps";
import { schoolParam } from "./school-param";

/** The photo words' routes (issue 14): adapters over server/operations/photo-words.ts. */
export function registerPhotoWords(api: ApiApp, words: PhotoWords): void {
  api.get("/albumPhotos/:school/:id", async (c) => {
    const school = schoolParam(c);
    const id = recordId.safeParse(c.req.param("id"));
    return c.json(school && id.success ? await words.album(school, id.data) : []);
  });

  api.get("/clubPhotos/:school/:club", async (c) => {
    const school = schoolParam(c);
    const club = c.req.param("club");
    return c.json(school && isClubFolder(club) ? await words.club(school, club) : []);
  });

  api.get("/heroSlides/:school", async (c) => {
    const school = schoolParam(c);
    return c.json(school ? await words.heroSlides(school) : []);
  });
}
