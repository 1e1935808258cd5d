import { z } from "zod";
import { schoolCodePattern } from "#domain/config";
import { recordId } from "#domain/content-fields";
import type { PublicContent } from "#server/operations/public-content";
import type { ApiApp } from "./deps";
import { jsonError } from "./errors";

const subGalleryQuery = z.object({
  id: recordId,
  school: z.string().regex(schoolCodePattern).optional(),
});

/** One album with the album page's fields, as `[album]` or `[]`; the album lists are list routes (list-route.ts). */
export function registerAlbum(api: ApiApp, content: PublicContent): void {
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
    const album = await content.album(query.data.id, query.data.school);
    return c.json(album ? [album] : []);
  });
}
