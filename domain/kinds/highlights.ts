import { z } from "zod";
import { files, text, withId } from "#domain/content-fields";
import { defineKind } from "#domain/content-kind";
import { attachmentsField, textField } from "#domain/editing/editable-fields";
import { defineListKind } from "#domain/kinds/list-kind";

export const highlightSchema = z.strictObject({ ...withId, title: text, attachments: files });

/** The home page's ticker. */
export const highlights = defineListKind({
  key: "highlights",
  site: { logName: "highlight" },
  content: defineKind({ schema: highlightSchema, table: "highlight", paths: ["/highlight/:school"] }),
  editing: {
    workflow: "reviewed",
    singular: "highlight",
    plural: "Highlights",
    publicPath: "/",
    titleField: "title",
    expires: true,
    adminPosition: 4,
    fields: [textField("title", "Text", "One line for the ticker on the home page."), attachmentsField],
  },
});
