import { z } from "zod";
import { consentStates } from "./consent";
import { altTextMaxLength } from "./publish-checks/image-checks";

/**
 * The admin API's media answers and requests (issue 14), shared by the server that writes them
 * and the admin area that reads them: storage usage, uploaded files and their words, hero slides.
 * Albums are items of the galleries kind (domain/kinds/galleries.ts, decision 0101).
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
