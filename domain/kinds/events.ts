import { z } from "zod";
import { alertSummary, attachmentFiles } from "#domain/alerts/alert-text";
import { files, isoDate, text, withId } from "#domain/content-fields";
import { defineKind } from "#domain/content-kind";
import { attachmentsField, filesField, textField } from "#domain/editing/editable-fields";
import { itemPath } from "#domain/fixed-pages";
import { defineListKind } from "#domain/kinds/list-kind";
import { plainDescription } from "#domain/rich-text";
import { joinedText } from "#domain/search-text";

export const eventSchema = z.strictObject({
  ...withId,
  title: text,
  description: z.string().default(""),
  date: isoDate,
  time: z.string().default(""),
  venue: z.string().default(""),
  images: files,
  attachments: files,
});

export const events = defineListKind({
  key: "events",
  site: { logName: "events" },
  content: defineKind({
    schema: eventSchema,
    table: "event",
    paths: ["/events/All/:school", "/events/all/:school"],
    order: [{ by: "date", direction: "desc" }],
  }),
  editing: {
    workflow: "reviewed",
    singular: "event",
    plural: "Events",
    publicPath: "/Events",
    titleField: "title",
    dateField: "date",
    adminPosition: 2,
    fields: [
      textField("title", "Title"),
      { name: "date", label: "Date", widget: "date" },
      { name: "time", label: "Time", widget: "text", hint: "As parents should read it, for example 9:30 AM." },
      textField("venue", "Venue"),
      { name: "description", label: "Description", widget: "richText" },
      filesField(
        "images",
        "Photos",
        "photos",
        "Shown with the event; give each a description in an album when it shows people.",
      ),
      attachmentsField,
    ],
  },
  alert: {
    topic: "events",
    message: (item) => ({
      title: item.title,
      date: item.date,
      summary: alertSummary(
        joinedText([item.time, item.venue].filter(Boolean).join(", "), plainDescription(item.description)),
      ),
      path: itemPath("/Events", item._id),
      classes: [],
      files: attachmentFiles(item.attachments),
    }),
  },
  search: {
    kind: "event",
    position: 2,
    document: (item) => ({
      title: item.title,
      body: joinedText(plainDescription(item.description), item.venue),
      date: item.date,
    }),
  },
});
