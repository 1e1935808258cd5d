import { z } from "zod";
import { alertSummary, attachmentFiles } from "#domain/alerts/alert-text";
import { files, isoDate, text, withId } from "#domain/content-fields";
import { defineKind } from "#domain/content-kind";
import { attachmentsField, textField } from "#domain/editing/editable-fields";
import { itemPath } from "#domain/fixed-pages";
import { defineListKind } from "#domain/kinds/list-kind";
import { plainDescription } from "#domain/rich-text";

export const newsSchema = z.strictObject({
  ...withId,
  title: text,
  description: z.string().default(""),
  fromDate: isoDate,
  attachments: files,
});

export const news = defineListKind({
  key: "news",
  site: { logName: "news" },
  content: defineKind({
    schema: newsSchema,
    table: "news",
    // Both path forms are in use: the home box reads one, the News page the other.
    paths: ["/news/all/:school", "/news/:school"],
    order: [{ by: "fromDate", direction: "desc" }],
  }),
  editing: {
    workflow: "reviewed",
    singular: "news item",
    plural: "News",
    publicPath: "/News",
    titleField: "title",
    dateField: "fromDate",
    adminPosition: 1,
    fields: [
      textField("title", "Title"),
      { name: "fromDate", label: "Date", widget: "date" },
      { name: "description", label: "Description", widget: "richText" },
      attachmentsField,
    ],
  },
  alert: {
    topic: "news",
    message: (item) => ({
      title: item.title,
      date: item.fromDate,
      summary: alertSummary(plainDescription(item.description)),
      path: itemPath("/News", item._id),
      classes: [],
      files: attachmentFiles(item.attachments),
    }),
  },
  search: {
    kind: "news",
    position: 1,
    document: (item) => ({ title: item.title, body: plainDescription(item.description), date: item.fromDate }),
  },
  sitemap: {
    items: { position: 2, url: (item) => itemPath("/News", item._id), lastmod: (item) => item.fromDate },
    pages: [{ path: "/News", lastmod: (item) => item.fromDate }],
  },
});
