import { z } from "zod";
import { consentField, publicChildRecord } from "#domain/consent";
import { files, monthDay, text, withId } from "#domain/content-fields";
import { defineKind } from "#domain/content-kind";
import { defineListKind } from "#domain/kinds/list-kind";
import { monthDayOf, schoolToday } from "#domain/school-date";

export const birthdaySchema = z.strictObject({
  ...withId,
  name: text,
  class: z.string().default(""),
  /** Stored without a year on purpose. */
  date: monthDay,
  attachments: files,
  /** Names a child: shown in full, with the photo, only with consent (domain/consent.ts). */
  consent: consentField,
});

/** Edited on its own admin screen (server/api/admin/birthdays.ts), not as drafts. */
export const birthdays = defineListKind({
  key: "birthdays",
  site: { logName: "birthday" },
  content: defineKind({
    schema: birthdaySchema,
    table: "birthday",
    columns: { date: "month_day" },
    paths: ["/birthdays/:school"],
    // Only today's, where "today" is the school's calendar day; the date itself is never answered.
    match: ({ timeZone, now }) => ({ date: monthDayOf(schoolToday(timeZone, now)) }),
    // A birthday names a child: without consent the public sees a short name and no photo.
    present: publicChildRecord,
    record: { omit: ["date", "consent"] },
  }),
});
