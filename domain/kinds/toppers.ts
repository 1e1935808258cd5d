import { z } from "zod";
import { consentField, publicChildRecord } from "#domain/consent";
import { files, sessionYear, text, withId } from "#domain/content-fields";
import { defineKind } from "#domain/content-kind";
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

/** Edited on its own admin screen (server/api/admin/toppers.ts), not as drafts. */
export const toppers = defineListKind({
  key: "toppers",
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
});
