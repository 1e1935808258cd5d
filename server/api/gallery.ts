import { z } from "zod";
import { findGallery } from "#database/queries/lists";
import { findGalleryInAnySchool } from "#database/queries/platform";
import { schoolCodePattern } from "#domain/config";
import { recordId } from "#domain/content-fields";
import { contentKinds } from "#domain/content-kinds";
import type { ApiApp, ApiDeps } from "./deps";
import { jsonError } from "./errors";
import { recordWriter } from "./records";
import { withheldPhotoFilter } from "./withheld-photos";

const subGalleryQuery = z.object({
  id: recordId,
  school: z.string().regex(schoolCodePattern).optional(),
});

const albumRecord = recordWriter(contentKinds.galleries, contentKinds.galleries.views?.album);

/** One album with the album page's fields; the album lists are list routes (list-route.ts). */
export function registerAlbum(api: ApiApp, { db }: ApiDeps): void {
  // The album path carries no school; `school` may narrow it where two schools share an id.
  api.get("/subGallery", async (c) => {
    const id = c.req.query("id");
    if (id === undefined || id === "") {
      return jsonError(
        c,
        400,
        "bad_request",
        "The query parameter id is required, as in /api/subGallery?id=annual-day-2026.",
      );
    }
    // An id that cannot exist is simply not found.
    const query = subGalleryQuery.safeParse({ id, school: c.req.query("school") });
    if (!query.success) return c.json([]);
    const album = query.data.school
      ? await findGallery(db, query.data.school, query.data.id)
      : await findGalleryInAnySchool(db, query.data.id);
    if (!album) return c.json([]);
    const school = query.data.school ?? ("schoolCode" in album ? String(album.schoolCode) : undefined);
    const shown = school ? await withheldPhotoFilter(db, school) : <T>(item: T) => item;
    return c.json([albumRecord(shown(album))]);
  });
}
