import { z } from "zod";

/**
 * What the admin API answers about items being edited (issue 13), parsed by the admin area's
 * client (app/admin/lib/content-api.server.ts) with these same schemas.
 */

const status = z.enum(["draft", "in review", "scheduled", "published", "unpublished", "trash"]);

export const itemSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  status,
  hasChanges: z.boolean(),
  /** The kind's date field, when it has one (YYYY-MM-DD). */
  date: z.string().nullable(),
  publishAt: z.string().nullable(),
  unpublishAt: z.string().nullable(),
  updatedAt: z.string(),
  updatedBy: z.string(),
  authorId: z.string().nullable(),
  /** The kind's list columns (a topper's class and marks), as text. */
  columns: z.record(z.string(), z.string()).optional(),
});
export type ItemSummary = z.infer<typeof itemSummarySchema>;

export const listSorts = ["updated", "title", "date"] as const;
export const listQuerySchema = z.object({
  q: z.string().max(200).optional(),
  status: z.union([status, z.literal("")]).optional(),
  /** Empty: the kind's own order (by date, by the site's menu, or last changed). */
  sort: z.union([z.enum(listSorts), z.literal("")]).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** A move of an item in a list ordered by hand (the direct workflow's faculty): one place, or to a place (1 first). */
export const moveInputSchema = z.union([
  z.object({ direction: z.enum(["up", "down"]) }),
  z.object({ to: z.number().int().min(1).max(100_000) }),
]);
export type MoveInput = z.infer<typeof moveInputSchema>;

export const itemPageSchema = z.object({
  data: itemSummarySchema.array(),
  total: z.number(),
  page: z.number(),
  pages: z.number(),
});
export type ItemPage = z.infer<typeof itemPageSchema>;

const locatorSchema = z.union([
  z.object({
    kind: z.literal("node"),
    index: z.number(),
    tag: z.string(),
    excerpt: z.string(),
    picture: z.string().optional(),
    number: z.number().optional(),
  }),
  z.object({ kind: z.literal("field"), field: z.string() }),
  z.object({ kind: z.literal("file"), file: z.string(), name: z.string().optional() }),
]);

export const fieldProblemSchema = z.object({
  code: z.string(),
  message: z.string(),
  severity: z.enum(["error", "warning"]),
  locator: locatorSchema,
  field: z.string(),
});

/** What an autosave answers: the item's id and its new time, not the whole item. */
/** An autosave's answer: when it was kept, and where the item stands now (the edit screen's badge). */
export const autosaveRecordSchema = z.object({
  id: z.string(),
  updatedAt: z.string(),
  title: z.string(),
  status,
  hasChanges: z.boolean(),
  autosaved: z.literal(true),
});

export const itemRecordSchema = itemSummarySchema.extend({
  kind: z.string(),
  /** The working copy: the draft, or what is live when there is none. */
  data: z.record(z.string(), z.unknown()),
  live: z.boolean(),
  reviewComment: z.string().nullable(),
  fields: z.record(z.string(), z.string()),
  problems: fieldProblemSchema.array(),
  revisions: z.number(),
});
export type ItemRecord = z.infer<typeof itemRecordSchema>;

export const revisionSummarySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
});
export const revisionRecordSchema = revisionSummarySchema.extend({ data: z.record(z.string(), z.unknown()) });
export type RevisionRecord = z.infer<typeof revisionRecordSchema>;

export const trashItemSchema = z.object({
  kind: z.string(),
  id: z.string(),
  title: z.string(),
  deletedAt: z.string(),
  updatedBy: z.string(),
});
export type TrashItem = z.infer<typeof trashItemSchema>;

export const scheduleInputSchema = z.object({
  publishAt: z.iso.datetime({ offset: true }).nullable(),
  unpublishAt: z.iso.datetime({ offset: true }).nullable(),
});

/** The body of a save: the form's values, and whether the browser sent it by itself. */
export const saveInputSchema = z.object({
  values: z.record(z.string(), z.string()),
  autosave: z.boolean().optional(),
});
