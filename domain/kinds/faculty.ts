import { z } from "zod";
import { text, withId } from "#domain/content-fields";
import { defineKind } from "#domain/content-kind";
import { textField } from "#domain/editing/editable-fields";
import { defineListKind } from "#domain/kinds/list-kind";

export const facultySchema = z.strictObject({
  ...withId,
  name: text,
  designation: z.string().default(""),
  order: z.number().finite(),
  /** Circular 1/2026: the Mandatory Public Disclosure lists each teacher's qualification. */
  qualification: z.string().trim().default(""),
});

/** Edited in the generic editor, saved live at once, ordered by hand (decision 0090). */
export const faculty = defineListKind({
  key: "faculty",
  site: { logName: "faculty" },
  content: defineKind({
    schema: facultySchema,
    table: "faculty",
    // `order` is an SQL keyword.
    columns: { order: "sort_order" },
    paths: ["/faculty/all/:school"],
    order: [{ by: "order", direction: "asc" }],
    // The specification's answer is exactly name, designation and order; the qualification is
    // the disclosure's (GET /api/disclosure/{school}).
    record: { omit: ["qualification"] },
  }),
  editing: {
    workflow: "direct",
    singular: "faculty member",
    plural: "Faculty",
    publicPath: "/Faculty",
    titleField: "name",
    adminPosition: 9,
    orderField: "order",
    columns: ["designation"],
    fields: [
      textField("name", "Name"),
      textField("designation", "Designation", "PGT, TGT or PRT and the subject: the disclosure counts teachers by it."),
      textField("qualification", "Qualification", "As the disclosure lists it, for example M.Sc. Physics, B.Ed."),
    ],
  },
  search: {
    kind: "faculty",
    position: 6,
    document: (teacher) => ({ title: teacher.name, body: teacher.designation, date: null }),
  },
});
