import { z } from "zod";
import { files, text, withId } from "#domain/content-fields";
import { defineKind } from "#domain/content-kind";
import { filesField, textField } from "#domain/editing/editable-fields";
import { defineListKind } from "#domain/kinds/list-kind";

export const principalMessageSchema = z.strictObject({
  ...withId,
  message: z.string(),
  name: text,
  category: z.string().default(""),
  attachments: files,
});

export const principalMessages = defineListKind({
  key: "principalMessages",
  site: { logName: "principal message" },
  content: defineKind({
    schema: principalMessageSchema,
    table: "principal_message",
    columns: { message: "message_html" },
    paths: ["/principalMessage/:school"],
  }),
  editing: {
    workflow: "reviewed",
    singular: "principal's message",
    plural: "Principal's message",
    publicPath: "/PrincipalMessage",
    titleField: "name",
    adminPosition: 6,
    fields: [
      textField("name", "Principal's name"),
      textField("category", "Title under the name", "For example “Principal”."),
      { name: "message", label: "Message", widget: "richText" },
      filesField("attachments", "Principal's photo", "photos", "The first photo is shown beside the message."),
    ],
  },
});
