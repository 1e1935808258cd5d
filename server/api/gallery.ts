import { z } from "zod";
import { findGallery } from "../../database/queries/lists";
import { schoolCodePattern } from "../../domain/config";
import { recordId } from "../../domain/content-schema";
import type { ApiApp, ApiDeps } from "./deps";
import { jsonError } from "./errors";
import { listHandler } from "./list-route";
import { toRecord } from "./records";

const subGalleryQuery = z.object({
  id: recordId,
  school: z.string().regex(schoolCodePattern).optional(),
});

export function registerGalleries(api: ApiApp, { db }: ApiDeps): void {
  const handler = listHandler(db, "galleries", toRecord.galleries);
  api.get("/gallery/All/:school", handler);
  api.get("/gallery/all/:school", handler);
  api.get("/gallery/:school", handler);

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
    const album = await findGallery(db, query.data.id, query.data.school);
    return c.json(album ? [toRecord.subGallery(album)] : []);
  });
}
