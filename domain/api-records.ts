import { z } from "zod";
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
  profileSchema,
  recordId,
  topperSchema,
  videoSchema,
} from "./content-schema";

/**
 * What the API answers, as zod schemas derived from the content model: the
 * section-3 fields plus `_id`, attachment names replaced by stored paths, and
 * absent optional values written as null so every object of a list has the
 * same keys. The server builds its answers as these types; the site parses
 * every answer with these schemas before a page sees it.
 *
 * The content schemas are strict (a bundle with an unknown field is refused);
 * an answer is read with `.strip()` instead, so a field the API adds later is
 * dropped rather than blanking a page, and only the known fields travel on to
 * the browser in the loader data.
 */

/** Every record the API answers carries the id the database gave it. */
const withId = { _id: recordId };

export const highlightRecordSchema = highlightSchema.extend(withId).strip();
export const newsRecordSchema = newsSchema.extend(withId).strip();
export const principalMessageRecordSchema = principalMessageSchema.extend(withId).strip();
export const onlineRegistrationRecordSchema = onlineRegistrationSchema.extend(withId).strip();
export const topperRecordSchema = topperSchema.extend(withId).strip();

/** `updatedAt` is the album page's alone (the sub-gallery record); `url` is null when there is none. */
export const galleryRecordSchema = gallerySchema
  .omit({ updatedAt: true })
  .extend({ ...withId, url: gallerySchema.shape.url.unwrap().nullable() })
  .strip();

/** The album page's record (GET subGallery): `updatedAt` is the album date when the bundle gave none. */
export const subGalleryRecordSchema = galleryRecordSchema
  .pick({ _id: true, title: true, date: true, description: true, url: true, attachments: true })
  .extend({ updatedAt: gallerySchema.shape.updatedAt.unwrap() });

/** Without `date`: the API answers only today's birthdays and never sends a date of birth. */
export const birthdayRecordSchema = birthdaySchema.omit({ date: true }).extend(withId).strip();

export const notificationRecordSchema = notificationSchema
  .extend({
    ...withId,
    url: notificationSchema.shape.url.unwrap().nullable(),
    urlTitle: notificationSchema.shape.urlTitle.unwrap().nullable(),
  })
  .strip();

export const eventRecordSchema = eventSchema.extend(withId).strip();
export const facultyRecordSchema = facultySchema.extend(withId).strip();
export const videoRecordSchema = videoSchema.extend(withId).strip();

/** The school profile (GET school): file fields hold stored paths, absent optional values are null. */
export const profileRecordSchema = profileSchema
  .extend({
    code: z.string(),
    shortName: profileSchema.shape.shortName.unwrap().nullable(),
    helpDeskEmail: profileSchema.shape.helpDeskEmail.unwrap().nullable(),
    sampleCertificatePdf: profileSchema.shape.sampleCertificatePdf.unwrap().nullable(),
    principalVideo: profileSchema.shape.principalVideo.unwrap().nullable(),
  })
  .strip();

/**
 * An information page (decision 0009): `html` is stored cleaned, to be
 * rendered as is. The slug is checked against the site's routes by the
 * server, so here it is any text.
 */
export const pageRecordSchema = z.object({ slug: z.string(), title: z.string().nullable(), html: z.string() });
/** The published pages' list: each page without its text. */
export const pageSummaryRecordSchema = pageRecordSchema.omit({ html: true });

/** The transfer-certificate look-up's answer: the certificate's stored path, or null when nothing matched. */
export const tcAnswerSchema = z.object({ data: z.string().nullable() });

export type HighlightRecord = z.infer<typeof highlightRecordSchema>;
export type NewsRecord = z.infer<typeof newsRecordSchema>;
export type PrincipalMessageRecord = z.infer<typeof principalMessageRecordSchema>;
export type OnlineRegistrationRecord = z.infer<typeof onlineRegistrationRecordSchema>;
export type TopperRecord = z.infer<typeof topperRecordSchema>;
export type GalleryRecord = z.infer<typeof galleryRecordSchema>;
export type SubGalleryRecord = z.infer<typeof subGalleryRecordSchema>;
export type BirthdayRecord = z.infer<typeof birthdayRecordSchema>;
export type NotificationRecord = z.infer<typeof notificationRecordSchema>;
export type EventRecord = z.infer<typeof eventRecordSchema>;
export type FacultyRecord = z.infer<typeof facultyRecordSchema>;
export type VideoRecord = z.infer<typeof videoRecordSchema>;
/** The school profile as the site reads it: file fields hold stored paths. */
export type ProfileRecord = z.infer<typeof profileRecordSchema>;
export type PageRecord = z.infer<typeof pageRecordSchema>;
export type PageSummaryRecord = z.infer<typeof pageSummaryRecordSchema>;
export type TcAnswer = z.infer<typeof tcAnswerSchema>;
