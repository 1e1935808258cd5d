import { z } from "zod";
import { httpUrl, isoDate, text, withId } from "#domain/content-fields";
import { defineKind } from "#domain/content-kind";
import { textField } from "#domain/editing/editable-fields";
import { defineListKind } from "#domain/kinds/list-kind";

export const videoSchema = z.strictObject({
  ...withId,
  title: text,
  date: isoDate,
  videoUrl: httpUrl,
});

/** Edited in the generic editor, saved live at once (decision 0090). */
export const videos = defineListKind({
  key: "videos",
  site: { logName: "video" },
  content: defineKind({
    schema: videoSchema,
    table: "video",
    paths: ["/video/all/:school"],
    order: [{ by: "date", direction: "desc" }],
  }),
  editing: {
    workflow: "direct",
    singular: "video",
    plural: "Videos",
    publicPath: "/VideoGallery",
    titleField: "title",
    dateField: "date",
    adminPosition: 10,
    fields: [
      {
        name: "videoUrl",
        label: "YouTube address",
        widget: "youtube",
        hint: "Paste the video's address from YouTube's Share button or the address bar.",
      },
      textField("title", "Title"),
      { name: "date", label: "Date", widget: "date" },
    ],
  },
  search: {
    kind: "video",
    position: 4,
    document: (video) => ({ title: video.title, body: "", date: video.date }),
  },
  // A video has no page of its own: /VideoGallery shows them all.
  sitemap: { pages: [{ path: "/VideoGallery", lastmod: (video) => video.date }] },
});
