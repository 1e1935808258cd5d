import type { Hono } from "hono";
import { z } from "zod";
import { recordActivity } from "#database/queries/activity";
import { setSchoolAlertCap } from "#database/queries/alert-cap";
import { schoolCodePattern } from "#domain/config";
import { jsonError } from "#server/api/errors";
import * as alerts from "#server/operations/staff-alerts";
import type { AdminDeps } from "./admin-deps";
import { type AdminEnv, forbidden } from "./guards";
import { actorOf } from "./records-actor";
import { answering, schoolContextOf } from "./staff-answer";
import { invalid, jsonBody } from "./validation";

const capSchema = z.object({
  cap: z
    .number({ message: "Enter a whole number of mails a day, or leave it empty." })
    .int({ message: "Enter a whole number of mails a day, or leave it empty." })
    .min(0, { message: "Enter 0 or more." })
    .nullable(),
});

/**
 * The admin area's alerts (decision 0089), over server/operations/staff-alerts.ts: the overview,
 * an item's grace period, a test mail to oneself and the owner's CSV export.
 */
export function registerAlertsAdmin(school: Hono<AdminEnv>, deps: AdminDeps): void {
  school.get("/alerts", (c) =>
    answering(c, async () => c.json({ data: await alerts.alertsOverview(schoolContextOf(c, deps)) })),
  );
  school.get("/alerts/items/:kind/:id", (c) =>
    answering(c, async () =>
      c.json(await alerts.itemAlert(schoolContextOf(c, deps), c.req.param("kind"), c.req.param("id"))),
    ),
  );
  school.post("/alerts/test", (c) =>
    answering(c, async () => c.json({ data: await alerts.sendTestAlert(schoolContextOf(c, deps)) })),
  );
  school.get("/alerts/subscribers.csv", (c) =>
    answering(c, async () => {
      const { fileName, csv } = await alerts.subscribersExport(schoolContextOf(c, deps));
      return c.body(csv, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${fileName}"`,
      });
    }),
  );
}

/** The operator's cap on one school's alert mails a day (null: ALERTS_DAILY_CAP). */
export function registerAlertCap(admin: Hono<AdminEnv>, { db, config }: AdminDeps): void {
  admin.put("/platform/schools/:code/alert-cap", async (c) => {
    if (!c.get("staff").operator) return forbidden(c);
    const code = c.req.param("code");
    const parsed = capSchema.safeParse(await jsonBody(c));
    if (!parsed.success) return invalid(c, parsed.error);
    if (!schoolCodePattern.test(code) || !(await setSchoolAlertCap(db, code, parsed.data.cap)))
      return jsonError(c, 404, "not_found", "There is no such school.");
    await recordActivity(db, code, {
      ...actorOf(c, config.trustProxy),
      kind: "school",
      target: code,
      action:
        parsed.data.cap === null
          ? "gave the school the platform's daily cap of alert mails"
          : `set the daily cap of alert mails to ${parsed.data.cap}`,
    });
    return c.json({ code, cap: parsed.data.cap ?? config.alertsDailyCap, own: parsed.data.cap });
  });
}
