import { publicChildRecord } from "./consent";
import { defineKind } from "./content-kind";
import {
  birthdaySchema,
  eventSchema,
  facultySchema,
  gallerySchema,
  highlightSchema,
  newsSchema,
  notificationSchema,
  onlineRegistrationSchema,
  principalMessageSchema,
  topperSchema,
  transferCertificateSchema,
  videoSchema,
} from "./content-schema";
import { parseMarks } from "./marks";
import { monthDayOf, schoolToday } from "./school-date";
import { admissionKey, nameKey } from "./tc-keys";

/**
 * Every content kind, described once (see content-kind.ts), keyed by its
 * name in content.json and listed in bundle order. Paths and orders are the
 * specification's (section 7); a column is written here only where it does
 * not follow the naming rule. content-kinds.test.ts checks that every list
 * of content.json has exactly one description. (Not `satisfies`: its
 * contextual type would widen the descriptions' literal types to `any`.)
 */
export const contentKinds = {
  highlights: defineKind({ schema: highlightSchema, table: "highlight", paths: ["/highlight/:school"] }),
  news: defineKind({
    schema: newsSchema,
    table: "news",
    // Both path forms are in use: the home box reads one, the News page the other.
    paths: ["/news/all/:school", "/news/:school"],
    order: [{ by: "fromDate", direction: "desc" }],
  }),
  principalMessages: defineKind({
    schema: principalMessageSchema,
    table: "principal_message",
    columns: { message: "message_html" },
    paths: ["/principalMessage/:school"],
  }),
  onlineRegistrations: defineKind({
    schema: onlineRegistrationSchema,
    table: "online_registration",
    paths: ["/onlineRegistration/:school"],
  }),
  toppers: defineKind({
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
  galleries: defineKind({
    schema: gallerySchema,
    table: "gallery",
    paths: ["/gallery/All/:school", "/gallery/all/:school", "/gallery/:school"],
    order: [{ by: "date", direction: "desc" }],
    // The list leaves "updated on" to the album page; the club is for the club pages only (/api/clubPhotos).
    record: { omit: ["updatedAt", "club"] },
    views: {
      /** `/api/subGallery`: the album page's fields, "updated on" falling back to the album date. */
      album: {
        pick: ["title", "date", "description", "url", "attachments", "updatedAt"],
        fallback: { updatedAt: "date" },
      },
    },
  }),
  birthdays: defineKind({
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
  notifications: defineKind({
    schema: notificationSchema,
    table: "notification",
    columns: { desc: "description", image: "images_json" },
    paths: ["/notification/:school"],
  }),
  events: defineKind({
    schema: eventSchema,
    table: "event",
    paths: ["/events/All/:school", "/events/all/:school"],
    order: [{ by: "date", direction: "desc" }],
  }),
  faculty: defineKind({
    schema: facultySchema,
    table: "faculty",
    // `order` is an SQL keyword.
    columns: { order: "sort_order" },
    paths: ["/faculty/all/:school"],
    order: [{ by: "order", direction: "asc" }],
  }),
  videos: defineKind({
    schema: videoSchema,
    table: "video",
    paths: ["/video/all/:school"],
    order: [{ by: "date", direction: "desc" }],
  }),
  transferCertificates: defineKind({
    schema: transferCertificateSchema,
    table: "transfer_certificate",
    // The file is stored under an unguessable name; the look-up compares normalised keys.
    columns: { file: "stored_path" },
    computed: {
      admission_key: ({ admission }: { admission: string }) => admissionKey(admission),
      name_key: ({ name }: { name: string }) => nameKey(name),
    },
    // Never listed: POST /api/tc answers one certificate's path to whoever knows both keys.
  }),
} as const;

export type ContentKinds = typeof contentKinds;
export type ContentKindName = keyof ContentKinds;
