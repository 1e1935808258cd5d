import { z } from "zod";
import { httpUrl, isoDate, text, withId } from "#domain/content-fields";
import { defineKind } from "#domain/content-kind";
import { defineListKind } from "#domain/kinds/list-kind";

export const videoSchema = z.strictObject({
  ...withId,
  title: text,
  date: isoDate,
  videoUrl: httpUrl,
});

/** Edited on its own admin screen (server/api/admin/videos.ts), not as drafts. */
export const videos = defineListKind({
  key: "videos",
  content: defineKind({
    schema: videoSchema,
    table: "video",
    paths: ["/video/all/:school"],
    order: [{ by: "date", direction: "desc" }],
  }),
  search: {
    kind: "video",
    position: 4,
    document: (video) => ({ title: video.title, body: "", date: video.date }),
  },
  // A video has no page of its own: /VideoGallery shows them all.
  sitemap: { pages: [{ path: "/VideoGallery", lastmod: (video) => video.date }] },
});
