import { z } from "zod";
import { clubFolders } from "#domain/clubs";
import { files, httpUrl, isoDate, text, withId } from "#domain/content-fields";
import { defineKind } from "#domain/content-kind";
import { defineListKind } from "#domain/kinds/list-kind";

export const galleryCategories = ["PhotoGallery", "Exhibitions", "Activity"] as const;
export const gallerySchema = z.strictObject({
  ...withId,
  title: text,
  description: z.string().default(""),
  date: isoDate,
  /** Shown as "updated on" on the album page; the album date when absent. */
  updatedAt: isoDate.optional(),
  category: z.enum(galleryCategories),
  attachments: files,
  url: httpUrl.optional(),
  /** The club whose page shows this album's photos (issue 14); absent for most albums. */
  club: z.enum(clubFolders).optional(),
});

/** Photo albums, edited on the admin area's media screens (server/api/admin/media-albums.ts). */
export const galleries = defineListKind({
  key: "galleries",
  content: defineKind({
    schema: gallerySchema,
    table: "gallery",
    paths: ["/gallery/All/:school", "/gallery/all/:school", "/gallery/:school"],
    order: [{ by: "date", direction: "desc" }],
    // The list leaves "updated on" to the album page; the club is for the club pages only (/api/clubPhotos).
    record: { omit: ["updatedAt", "club"] },
    views: {
      /** `/api/subGallery`: the album page's fields, "updated on" falling back to the album date. */
      album: {
        pick: ["title", "date", "description", "url", "attachments", "updatedAt"],
        fallback: { updatedAt: "date" },
      },
    },
  }),
});
