import { z } from "zod";
import { recordSchema } from "./content-kind";
import { contentKinds } from "./content-kinds";
import { profileSchema } from "./content-schema";
import { searchAnswerSchema } from "./search-hit";

/**
 * What the API answers, as zod schemas. The content lists' records come from
 * their kinds' descriptions (domain/content-kinds.ts), the very shapes the
 * server writes its answers in: the section-3 fields plus `_id`, attachment
 * names replaced by stored paths, absent optional values written as null so
 * every object of a list has the same keys. The site parses every answer with
 * these schemas before a page sees it.
 *
 * The content schemas are strict (a bundle with an unknown field is refused);
 * an answer is read with zod's default object, which strips, so a field the
 * API adds later is dropped rather than blanking a page, and only the known
 * fields travel on to the browser in the loader data.
 */

export const highlightRecordSchema = recordSchema(contentKinds.highlights);
export const newsRecordSchema = recordSchema(contentKinds.news);
export const principalMessageRecordSchema = recordSchema(contentKinds.principalMessages);
export const onlineRegistrationRecordSchema = recordSchema(contentKinds.onlineRegistrations);
export const topperRecordSchema = recordSchema(contentKinds.toppers);
export const galleryRecordSchema = recordSchema(contentKinds.galleries);
/** The album page's record (GET subGallery): `updatedAt` is the album date when the bundle gave none. */
export const subGalleryRecordSchema = recordSchema(contentKinds.galleries, contentKinds.galleries.views?.album);
/** Without `date`: the API answers only today's birthdays and never sends a date of birth. */
export const birthdayRecordSchema = recordSchema(contentKinds.birthdays);
export const notificationRecordSchema = recordSchema(contentKinds.notifications);
export const eventRecordSchema = recordSchema(contentKinds.events);
export const facultyRecordSchema = recordSchema(contentKinds.faculty);
export const videoRecordSchema = recordSchema(contentKinds.videos);

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

/** Site search's answer (GET search, issue 16): the query as searched for and the hits, best first. */
export const searchAnswerRecordSchema = searchAnswerSchema;

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
