import { z } from "zod";
import { clubFolders } from "#domain/clubs";
import { files, httpUrl, isoDate, text, withId } from "#domain/content-fields";
import { defineKind } from "#domain/content-kind";
import { itemPath } from "#domain/fixed-pages";
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

/** An album changed when it was "updated on", else on its date. */
const albumDate = (album: { date: string; updatedAt?: string }) => album.updatedAt ?? album.date;

/** Photo albums, edited on the admin area's media screens (server/api/admin/media-albums.ts). */
export const galleries = defineListKind({
  key: "galleries",
  site: { logName: "gallery" },
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
  search: {
    kind: "album",
    position: 3,
    document: (album) => ({ title: album.title, body: album.description, date: album.date }),
  },
  sitemap: {
    items: { position: 1, url: (album) => itemPath("/SubGallery", album._id), lastmod: albumDate },
    // Each category's page, dated by its newest album.
    pages: [
      { path: "/Gallery", lastmod: albumDate, where: (album) => album.category === "PhotoGallery" },
      { path: "/Activities", lastmod: albumDate, where: (album) => album.category === "Activity" },
      { path: "/Exhibitions", lastmod: albumDate, where: (album) => album.category === "Exhibitions" },
    ],
  },
});
