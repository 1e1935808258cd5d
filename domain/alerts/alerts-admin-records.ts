import { z } from "zod";

/** The admin API's answer about a school's alerts (GET /api/admin/schools/{school}/alerts), read by the admin area. */
export const alertsOverviewSchema = z.object({
  data: z.object({
    mailConfigured: z.boolean(),
    subscribers: z.object({
      total: z.number(),
      byTopic: z.record(z.string(), z.number()),
      byClass: z.record(z.string(), z.number()),
      allClasses: z.number(),
      byFrequency: z.record(z.string(), z.number()),
    }),
    statuses: z.record(z.string(), z.number()),
    outbox: z.record(z.string(), z.number()),
    recent: z.array(
      z.object({
        title: z.string(),
        kind: z.string(),
        publishedAt: z.string(),
        holdUntil: z.string(),
        heldReason: z.string().nullable(),
        mails: z.record(z.string(), z.number()),
        lastError: z.string().nullable(),
      }),
    ),
    dailyCap: z.number(),
    canExport: z.boolean(),
  }),
});
export type AlertsOverview = z.infer<typeof alertsOverviewSchema>["data"];

/** An item's alert as the editor sees it under the item (GET …/alerts/items/{kind}/{id}). */
export const itemAlertSchema = z.object({
  data: z
    .object({
      publishedAt: z.string(),
      holdUntil: z.string(),
      heldAt: z.string().nullable(),
      heldReason: z.string().nullable(),
      mails: z.record(z.string(), z.number()),
    })
    .nullable(),
  graceMinutes: z.number(),
});
export type ItemAlertView = z.infer<typeof itemAlertSchema>;
