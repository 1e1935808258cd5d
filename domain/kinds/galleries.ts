import { z } from "zod";
import { clubFolders, clubLabels } from "#domain/clubs";
import { files, httpUrl, isoDate, text, withId } from "#domain/content-fields";
import { defineKind } from "#domain/content-kind";
import { textField } from "#domain/editing/editable-fields";
import { itemPath } from "#domain/fixed-pages";
import { defineListKind } from "#domain/kinds/list-kind";

export const galleryCategories = ["PhotoGallery", "Exhibitions", "Activity"] as const;
/** How the admin area names the categories (the site's pages: Gallery, Exhibitions, Activities). */
export const galleryCategoryLabels: Readonly<Record<(typeof galleryCategories)[number], string>> = {
  PhotoGallery: "Photo gallery",
  Exhibitions: "Exhibitions",
  Activity: "Activities",
};
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

/**
 * Photo albums, edited in the generic editor with the reviewed workflow (decision 0101): the
 * photos first, in a grid where each is described or marked decorative (the `photos` widget),
 * and every uploaded photo passes the album photo check before the album is published.
 */
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
  editing: {
    workflow: "reviewed",
    singular: "album",
    plural: "Albums",
    publicPath: "/Gallery",
    titleField: "title",
    dateField: "date",
    // Published again, an album says "updated on" that day, as the album page always did.
    updatedOnField: "updatedAt",
    adminPosition: 11,
    columns: ["category", "attachments"],
    // The photos first: on a phone, adding them is the first thing an album asks (decision 0097).
    fields: [
      { name: "attachments", label: "Photos", widget: "photos", required: true },
      textField("title", "Title"),
      { name: "date", label: "Date of the event", widget: "date" },
      {
        name: "category",
        label: "Category",
        widget: "select",
        options: galleryCategories,
        optionLabels: galleryCategoryLabels,
      },
      {
        name: "club",
        label: "Club page",
        widget: "choice",
        options: clubFolders,
        optionLabels: { "": "None", ...clubLabels },
        hint: "Once published, the album's photos show on this club's page too, in place of its built-in photos.",
      },
      { name: "description", label: "Description", widget: "textarea" },
    ],
  },
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
