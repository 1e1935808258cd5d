import { z } from "zod";
import { alertSummary, attachmentFiles } from "#domain/alerts/alert-text";
import { files, httpUrl, optionalText, text, withId } from "#domain/content-fields";
import { defineKind } from "#domain/content-kind";
import { attachmentsField, filesField, textField } from "#domain/editing/editable-fields";
import { defineListKind } from "#domain/kinds/list-kind";

export const notificationSchema = z.strictObject({
  ...withId,
  title: text,
  desc: z.string().default(""),
  image: files,
  url: httpUrl.optional(),
  urlTitle: optionalText,
  attachments: files,
});

export const notifications = defineListKind({
  key: "notifications",
  site: { logName: "notification" },
  content: defineKind({
    schema: notificationSchema,
    table: "notification",
    columns: { desc: "description", image: "images_json" },
    paths: ["/notification/:school"],
  }),
  editing: {
    workflow: "reviewed",
    singular: "notification",
    plural: "Notifications",
    publicPath: "/",
    titleField: "title",
    expires: true,
    adminPosition: 3,
    fields: [
      textField("title", "Title"),
      { name: "desc", label: "Text", widget: "textarea" },
      { name: "url", label: "Link address", widget: "url", hint: "Optional. A full address, starting https://" },
      textField("urlTitle", "Link text", "Optional. What the link says, for example “Register now”."),
      filesField("image", "Pictures", "photos"),
      attachmentsField,
    ],
  },
  alert: {
    topic: "notices",
    // Notices have no page of their own: they stand on the home page.
    message: (item) => ({
      title: item.title,
      date: null,
      summary: alertSummary(item.desc),
      path: "/",
      classes: [],
      files: attachmentFiles(item.attachments),
    }),
  },
});
