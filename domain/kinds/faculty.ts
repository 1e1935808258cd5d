import { z } from "zod";
import { text, withId } from "#domain/content-fields";
import { defineKind } from "#domain/content-kind";
import { defineListKind } from "#domain/kinds/list-kind";

export const facultySchema = z.strictObject({
  ...withId,
  name: text,
  designation: z.string().default(""),
  order: z.number().finite(),
});

/** Edited on its own admin screen (server/api/admin/faculty.ts), not as drafts. */
export const faculty = defineListKind({
  key: "faculty",
  content: defineKind({
    schema: facultySchema,
    table: "faculty",
    // `order` is an SQL keyword.
    columns: { order: "sort_order" },
    paths: ["/faculty/all/:school"],
    order: [{ by: "order", direction: "asc" }],
  }),
  search: {
    kind: "faculty",
    position: 6,
    document: (teacher) => ({ title: teacher.name, body: teacher.designation, date: null }),
  },
});
