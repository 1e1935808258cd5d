import { z } from "zod";
import { allKinds } from "#domain/kinds/all-kinds";
import { galleries } from "#domain/kinds/galleries";
import type { ListKind } from "#domain/kinds/list-kind";
import { type RecordOf, recordSchema } from "./content-kind";
import { profileSchema } from "./content-schema";
import { disclosureRecordSchema } from "./disclosure-record";
import { searchAnswerSchema } from "./search-hit";

/**
 * What the API answers, as zod schemas. The content lists' records come from
 * their kinds' descriptions (domain/kinds/*.ts), the very shapes the
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

/** Each kind's record schema, keyed by its name in content.json, each with its precise record type. */
export type RecordSchemasOf<L extends readonly ListKind[]> = {
  readonly [E in L[number] as E["key"]]: z.ZodType<RecordOf<E["content"]>>;
};

/** The record schemas of a list of kinds; the site's are `recordSchemas`, a test passes its own list. */
export function recordSchemasOf<const L extends readonly ListKind[]>(kinds: L): RecordSchemasOf<L> {
  return Object.fromEntries(kinds.map((kind) => [kind.key, recordSchema(kind.content)])) as RecordSchemasOf<L>;
}

/** Every list's record schema, derived from the list of kinds (domain/kinds/all-kinds.ts). */
export const recordSchemas = recordSchemasOf(allKinds);

// The names the site reads them by.
export const highlightRecordSchema = recordSchemas.highlights;
export const newsRecordSchema = recordSchemas.news;
export const principalMessageRecordSchema = recordSchemas.principalMessages;
export const onlineRegistrationRecordSchema = recordSchemas.onlineRegistrations;
export const topperRecordSchema = recordSchemas.toppers;
export const galleryRecordSchema = recordSchemas.galleries;
/** The album page's record (GET subGallery): `updatedAt` is the album date when the bundle gave none. */
export const subGalleryRecordSchema = recordSchema(galleries.content, galleries.content.views?.album);
/** Without `date`: the API answers only today's birthdays and never sends a date of birth. */
export const birthdayRecordSchema = recordSchemas.birthdays;
export const notificationRecordSchema = recordSchemas.notifications;
export const eventRecordSchema = recordSchemas.events;
export const facultyRecordSchema = recordSchemas.faculty;
export const videoRecordSchema = recordSchemas.videos;

/** The school profile (GET school): file fields hold stored paths, absent optional values are null. */
export const profileRecordSchema = profileSchema
  .extend({
    code: z.string(),
    shortName: profileSchema.shape.shortName.unwrap().nullable(),
    helpDeskEmail: profileSchema.shape.helpDeskEmail.unwrap().nullable(),
    sampleCertificatePdf: profileSchema.shape.sampleCertificatePdf.unwrap().nullable(),
    principalVideo: profileSchema.shape.principalVideo.unwrap().nullable(),
  })
  // The school's zone is the server's to apply (decision 0085), not part of the public answer.
  .omit({ timeZone: true })
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

/** The Mandatory Public Disclosure (GET disclosure, issue 25): one object, built by disclosure-record.ts. */
export const disclosureAnswerSchema = disclosureRecordSchema;

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
