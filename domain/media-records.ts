import { z } from "zod";
import { isoDate, recordId } from "#domain/content-fields";
import { galleryCategories, galleryCategoryLabels } from "#domain/kinds/galleries";
import { clubFolders } from "./clubs";
import { consentStates } from "./consent";
import { altTextMaxLength } from "./publish-checks/image-checks";

/**
 * The admin API's media answers and requests (issue 14), shared by the server that writes them
 * and the admin area that reads them: storage usage, uploaded files, albums and their photos.
 */

export const usageSchema = z.object({ usedBytes: z.number(), quotaBytes: z.number() });
export type UsageRecord = z.infer<typeof usageSchema>;

export const photoSchema = z.object({
  /** Its stored path: what /api/image serves and what an album's attachments list. */
  path: z.string(),
  /** The name it was uploaded with, for the person choosing alt text. */
  name: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  bytes: z.number(),
  alt: z.string(),
  caption: z.string(),
  decorative: z.boolean(),
  /** Its caption names a child: shown on the site only with consent (domain/consent.ts). */
  namesChild: z.boolean(),
  consent: z.enum(consentStates).nullable(),
});
export type PhotoRecord = z.infer<typeof photoSchema>;

export const uploadResultSchema = z.object({
  file: photoSchema,
  /** The same bytes were uploaded before: nothing new was stored. */
  duplicate: z.boolean(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

export const albumSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  date: z.string(),
  category: z.enum(galleryCategories),
  photoCount: z.number(),
  publishedAt: z.string().nullable(),
});
export type AlbumSummary = z.infer<typeof albumSummarySchema>;

export const albumSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  date: z.string(),
  category: z.enum(galleryCategories),
  club: z.enum(clubFolders).nullable(),
  cover: z.string().nullable(),
  photos: z.array(photoSchema),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type AlbumRecord = z.infer<typeof albumSchema>;

export const albumInputSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { message: "Give the album a title." })
    .max(200, { message: "Keep the title under 200 characters." }),
  description: z.string().trim().max(5000, { message: "Keep the description under 5,000 characters." }).default(""),
  date: isoDate,
  category: z.enum(galleryCategories, { message: "Choose a category." }),
  /** A club page that shows the album's photos once it is published; "" or null for none. */
  club: z
    .union([z.literal("").transform(() => null), z.enum(clubFolders, { message: "Choose one of the clubs." })])
    .nullable()
    .default(null),
});
export type AlbumInput = z.infer<typeof albumInputSchema>;

const storedPath = z.string().min(1).max(200);

export const photoTextSchema = z.object({
  path: storedPath,
  alt: z
    .string()
    .trim()
    .max(altTextMaxLength * 4, { message: "Keep the description shorter." }),
  caption: z.string().trim().max(1000, { message: "Keep the caption under 1,000 characters." }),
  decorative: z.boolean(),
  /** Left out: unchanged. */
  namesChild: z.boolean().optional(),
  consent: z.enum(consentStates).nullable().optional(),
});
export type PhotoTextInput = z.infer<typeof photoTextSchema>;

/** Photos' words from an album's grid (decision 0101): each photo's, then those marked decorative in one step. */
export const photoWordsChangeSchema = z.object({
  texts: z.array(photoTextSchema).max(2000).default([]),
  decorative: z.array(storedPath).max(2000).default([]),
});

/** One change to an album: its fields, its photos' order, its cover, its photos' words, or photos out. */
export const albumChangeSchema = z.object({
  details: albumInputSchema.optional(),
  order: z.array(storedPath).max(2000).optional(),
  cover: storedPath.nullable().optional(),
  texts: z.array(photoTextSchema).max(2000).optional(),
  /** These photos become decorative (alt text emptied) in one step. */
  decorative: z.array(storedPath).max(2000).optional(),
  remove: z.array(storedPath).max(2000).optional(),
});
export type AlbumChange = z.infer<typeof albumChangeSchema>;

export const albumIdSchema = recordId;

export const publishRefusalSchema = z.object({
  error: z.object({
    code: z.literal("publish_refused"),
    message: z.string(),
    problems: z.array(z.object({ code: z.string(), message: z.string(), file: z.string().optional() })),
  }),
});

/** How the admin area names the album categories (the site's pages: Gallery, Exhibitions, Activities). */
export const albumCategoryLabels = galleryCategoryLabels;

export const heroSlideSchema = z.object({
  slot: z.number(),
  /** Its path for the image service (the school's public slides/slide-NN.jpg). */
  path: z.string(),
  exists: z.boolean(),
  /** Its modification time: a new picture under the same name gets a new thumbnail address. */
  version: z.number(),
  /** What it shows, for people who cannot see it; "" when no one has said, and Home names it by its place. */
  alt: z.string(),
});
export type HeroSlideRecord = z.infer<typeof heroSlideSchema>;
