import type { Hono } from "hono";
import { z } from "zod";
import { recordActivity } from "#database/queries/activity";
import { schoolAlertCap, setSchoolAlertCap } from "#database/queries/alert-cap";
import { itemAlertState, outboxCounts, recentAlerts } from "#database/queries/alert-outbox";
import { confirmedChoices, confirmedSubscribers, subscriberStatusCounts } from "#database/queries/alert-subscribers";
import { findSchool } from "#database/queries/school-content";
import { countSubscribers, subscribersCsv } from "#domain/alerts/alert-counts";
import { immediateMail } from "#domain/alerts/alert-mail";
import { alertGraceMs } from "#domain/alerts/alert-schedule";
import { schoolCodePattern } from "#domain/config";
import { can } from "#domain/roles";
import { type AlertTransport, addressOf } from "#server/alerts/alert-transport";
import { schoolOrigin } from "#server/alerts/school-origin";
import { jsonError } from "#server/api/errors";
import type { AdminDeps } from "./admin-deps";
import { type AdminEnv, allow, forbidden } from "./guards";
import { actorOf } from "./records-actor";
import { invalid, jsonBody } from "./validation";

export type AlertAdminDeps = AdminDeps & { alertTransport?: AlertTransport };

const capSchema = z.object({
  cap: z
    .number({ message: "Enter a whole number of mails a day, or leave it empty." })
    .int({ message: "Enter a whole number of mails a day, or leave it empty." })
    .min(0, { message: "Enter 0 or more." })
    .nullable(),
});

/**
 * The admin area's alerts (decision 0089): the subscribers counted (no addresses), the outbox,
 * a test mail to oneself, the owner's CSV export (logged), the editor's view of an item's
 * grace period, and the operator's daily cap per school.
 */
export function registerAlertsAdmin(school: Hono<AdminEnv>, deps: AlertAdminDeps): void {
  const { db, config } = deps;

  school.get("/alerts", allow("content.publish"), async (c) => {
    const code = c.get("school");
    const [choices, statuses, outbox, recent, ownCap] = await Promise.all([
      confirmedChoices(db, code),
      subscriberStatusCounts(db, code),
      outboxCounts(db, code),
      recentAlerts(db, code),
      schoolAlertCap(db, code),
    ]);
    return c.json({
      data: {
        mailConfigured: deps.alertTransport !== undefined,
        subscribers: countSubscribers(choices),
        statuses,
        outbox,
        recent,
        dailyCap: ownCap ?? config.alertsDailyCap,
        canExport: can(c.get("role"), "users.manage"),
      },
    });
  });

  // What the editor is shown under a published item: when its alerts go, and whether they are held.
  school.get("/alerts/items/:kind/:id", allow("content.draft"), async (c) => {
    const state = await itemAlertState(db, c.get("school"), c.req.param("kind"), c.req.param("id"));
    return c.json({ data: state ?? null, graceMinutes: alertGraceMs / 60_000 });
  });

  school.post("/alerts/test", allow("content.publish"), async (c) => {
    if (!deps.alertTransport)
      return jsonError(c, 503, "no_mail", "This platform has no mail server (SMTP_URL), so nothing can be sent.");
    const code = c.get("school");
    const staff = c.get("staff");
    const profile = (await findSchool(db, code))?.profile;
    const origin = await schoolOrigin(db, config, code);
    const name = profile?.name ?? code;
    const mail = immediateMail(
      { name, origin },
      {
        title: "Test alert",
        date: null,
        summary: "This is how an alert from the school's website looks. Parents receive one like it.",
        path: "/",
        classes: [],
        files: [],
      },
      { manage: `${origin}/Subscribe`, unsubscribe: `${origin}/Subscribe` },
    );
    try {
      await deps.alertTransport.send({
        from: { name, address: addressOf(config.mailFrom) },
        replyTo: profile?.email,
        to: staff.email,
        ...mail,
        messageId: `<test-${Date.now()}@${new URL(origin).hostname}>`,
        headers: {},
      });
    } catch (error) {
      return jsonError(
        c,
        502,
        "not_sent",
        `The mail server refused it: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    return c.json({ data: { sentTo: staff.email } });
  });

  school.get("/alerts/subscribers.csv", allow("users.manage"), async (c) => {
    const code = c.get("school");
    const rows = await confirmedSubscribers(db, code);
    await recordActivity(db, code, {
      ...actorOf(c, config.trustProxy),
      kind: "alerts",
      target: "subscribers",
      action: `exported ${rows.length} alert subscriber address${rows.length === 1 ? "" : "es"} as CSV`,
    });
    return c.body(subscribersCsv(rows), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="alert-subscribers-${code}.csv"`,
    });
  });
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
