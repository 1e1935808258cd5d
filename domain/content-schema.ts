import { z } from "zod";
import { clubFolders } from "./clubs";
import { consentField } from "./consent";

/**
 * The content model, written once: the bundle import validates with these
 * schemas, the API answers records derived from them (api-records.ts), and the
 * site and the tests import the inferred types.
 */

const isoDatePattern = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const monthDayPattern = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const daysInMonth = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A real calendar date written `YYYY-MM-DD`. */
export const isoDate = z.string().refine(
  (value) => {
    if (!isoDatePattern.test(value)) return false;
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  },
  { message: "expected YYYY-MM-DD" },
);

/** A day of the year written `MM-DD` (no year, so no age can be derived). */
export const monthDay = z.string().refine(
  (value) => {
    if (!monthDayPattern.test(value)) return false;
    const [month, day] = value.split("-").map(Number);
    return day <= daysInMonth[month - 1];
  },
  { message: "expected MM-DD" },
);

export const sessionYear = z
  .string()
  .regex(/^\d{4}-\d{4}$/, { message: "expected a session like 2023-2024" })
  .refine((value) => Number(value.slice(5)) === Number(value.slice(0, 4)) + 1, {
    message: "expected consecutive years like 2023-2024",
  });

const text = z.string().trim().min(1, { message: "must not be empty" });
const optionalText = z.string().trim().optional();
const httpUrl = z.url({ protocol: /^https?$/, message: "expected an http(s) URL" });
/** A file named relative to the bundle's `files/` folder (API: its stored path). */
export const fileRef = z.string().min(1, { message: "must name a file" });
const files = z.array(fileRef).default([]);

export const recordId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { message: "expected 1-64 letters, digits, - or _" });

const withId = { _id: recordId.optional() };

export const highlightSchema = z.strictObject({ ...withId, title: text, attachments: files });

export const newsSchema = z.strictObject({
  ...withId,
  title: text,
  description: z.string().default(""),
  fromDate: isoDate,
  attachments: files,
});

export const principalMessageSchema = z.strictObject({
  ...withId,
  message: z.string(),
  name: text,
  category: z.string().default(""),
  attachments: files,
});

export const onlineRegistrationSchema = z.strictObject({
  ...withId,
  title: text,
  url: httpUrl,
  attachments: files,
});

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

export const galleryCategories = ["PhotoGallery", "Exhibitions", "Activity"] as const;
export const gallerySchema = z.strictObject({
  ...withId,
  title: text,
  description: z.string().default(""),
  date: isoDate,
  /** Shown as "updated on" on the album page; the album date when absent. */
  updatedAt: isoDate.optional(),
  category: z.enum(galleryCategories),
  attachments: files,
  url: httpUrl.optional(),
  /** The club whose page shows this album's photos (issue 14); absent for most albums. */
  club: z.enum(clubFolders).optional(),
});

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

export const notificationSchema = z.strictObject({
  ...withId,
  title: text,
  desc: z.string().default(""),
  image: files,
  url: httpUrl.optional(),
  urlTitle: optionalText,
  attachments: files,
});

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

export const facultySchema = z.strictObject({
  ...withId,
  name: text,
  designation: z.string().default(""),
  order: z.number().finite(),
});

export const videoSchema = z.strictObject({
  ...withId,
  title: text,
  date: isoDate,
  videoUrl: httpUrl,
});

export const transferCertificateSchema = z.strictObject({
  ...withId,
  admission: text,
  name: text,
  file: fileRef,
});

export const profileSchema = z.strictObject({
  name: text,
  shortName: optionalText,
  blurb: z.string().default(""),
  board: text,
  affiliation: text,
  address: text,
  phone: text,
  email: z.email(),
  helpDeskEmail: z.email().optional(),
  portalUrl: httpUrl,
  appStoreUrl: httpUrl,
  playStoreUrl: httpUrl,
  videoChannelUrl: httpUrl,
  mapEmbedUrl: httpUrl,
  vendorName: text,
  vendorUrl: httpUrl,
  /** Files under `files/`, served by the image service. */
  admissionGuidelinesPdf: fileRef,
  sessionCalendarPdf: fileRef,
  sampleCertificatePdf: fileRef.optional(),
  principalVideo: fileRef.optional(),
});

export const entitySchemas = {
  highlights: highlightSchema,
  news: newsSchema,
  principalMessages: principalMessageSchema,
  onlineRegistrations: onlineRegistrationSchema,
  toppers: topperSchema,
  galleries: gallerySchema,
  birthdays: birthdaySchema,
  notifications: notificationSchema,
  events: eventSchema,
  faculty: facultySchema,
  videos: videoSchema,
  transferCertificates: transferCertificateSchema,
} as const;

export type EntityName = keyof typeof entitySchemas;
export const entityNames = Object.keys(entitySchemas) as EntityName[];

export const bundleSchema = z.strictObject({
  profile: profileSchema,
  highlights: z.array(highlightSchema).default([]),
  news: z.array(newsSchema).default([]),
  principalMessages: z.array(principalMessageSchema).default([]),
  onlineRegistrations: z.array(onlineRegistrationSchema).default([]),
  toppers: z.array(topperSchema).default([]),
  galleries: z.array(gallerySchema).default([]),
  birthdays: z.array(birthdaySchema).default([]),
  notifications: z.array(notificationSchema).default([]),
  events: z.array(eventSchema).default([]),
  faculty: z.array(facultySchema).default([]),
  videos: z.array(videoSchema).default([]),
  transferCertificates: z.array(transferCertificateSchema).default([]),
});

export type Profile = z.infer<typeof profileSchema>;
export type Bundle = z.infer<typeof bundleSchema>;
export type BundleInput = z.input<typeof bundleSchema>;
