import { z } from "zod";
import { consentField, publicChildRecord } from "#domain/consent";
import { files, sessionYear, text, withId } from "#domain/content-fields";
import { defineKind } from "#domain/content-kind";
import { textField } from "#domain/editing/editable-fields";
import { defineListKind } from "#domain/kinds/list-kind";
import { parseMarks } from "#domain/marks";

export const topperClasses = ["X", "XII"] as const;
export const topperSchema = z.strictObject({
  ...withId,
  name: text,
  class: z.enum(topperClasses),
  division: z.string().default(""),
  stream: z.string().default(""),
  sessionYear,
  attachments: files,
  /** Names a child: shown in full, with the photo, only with consent (domain/consent.ts). */
  consent: consentField,
});

/** Edited in the generic editor, saved live at once (decision 0090). */
export const toppers = defineListKind({
  key: "toppers",
  site: { logName: "topper" },
  content: defineKind({
    schema: topperSchema,
    table: "topper",
    // `division` is free text; the number it holds is stored so the database can sort by it.
    computed: { marks: ({ division }: { division: string }) => parseMarks(division) },
    paths: ["/topper/:school"],
    order: [{ by: "marks", direction: "desc", nullsLast: true }],
    // A topper is a child: without consent the public sees a short name and no photo, and never the state itself.
    present: publicChildRecord,
    record: { omit: ["consent"] },
  }),
  editing: {
    workflow: "direct",
    singular: "topper",
    plural: "Toppers",
    publicPath: "/TopperX",
    titleField: "name",
    adminPosition: 8,
    columns: ["class", "division", "sessionYear", "consent"],
    // The toppers entered are the session's that has just ended (spec 4: previous year to current).
    defaults: ({ year }) => ({ sessionYear: `${year - 1}-${year}` }),
    fields: [
      textField("name", "Name"),
      { name: "class", label: "Class", widget: "select", options: topperClasses },
      {
        name: "division",
        label: "Marks",
        widget: "text",
        required: true,
        hint: "As the result shows them, like 96.4% or 482/500: the site sorts toppers by them, highest first.",
      },
      textField("stream", "Stream"),
      textField("sessionYear", "Session", "Like 2025-2026."),
      {
        name: "attachments",
        label: "Photo",
        widget: "photo",
        hint: "A JPEG, PNG or WebP portrait. Shown only with the family's consent.",
      },
      { name: "consent", label: "Consent", widget: "consent" },
    ],
  },
});
