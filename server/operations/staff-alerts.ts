import { recordActivity } from "#database/queries/activity";
import { schoolAlertCap } from "#database/queries/alert-cap";
import { itemAlertState, outboxCounts, recentAlerts } from "#database/queries/alert-outbox";
import { confirmedChoices, confirmedSubscribers, subscriberStatusCounts } from "#database/queries/alert-subscribers";
import { findSchool } from "#database/queries/school-content";
import { countSubscribers, subscribersCsv } from "#domain/alerts/alert-counts";
import { immediateMail } from "#domain/alerts/alert-mail";
import { alertGraceMs } from "#domain/alerts/alert-schedule";
import { can } from "#domain/roles";
import { addressOf } from "#server/alerts/alert-transport";
import { schoolOrigin } from "#server/alerts/school-origin";
import { actorOf, allow, type SchoolContext } from "./staff-deps";
import { StaffError } from "./staff-error";

/**
 * The admin area's alerts (decision 0089): the subscribers counted (no addresses), the outbox,
 * a test mail to oneself, the owner's CSV export (logged), and the editor's view of an item's
 * grace period.
 */

export async function alertsOverview(context: SchoolContext) {
  allow(context.role, "content.publish");
  const { db, config, alertTransport } = context.deps;
  const code = context.school;
  const [choices, statuses, outbox, recent, ownCap] = await Promise.all([
    confirmedChoices(db, code),
    subscriberStatusCounts(db, code),
    outboxCounts(db, code),
    recentAlerts(db, code),
    schoolAlertCap(db, code),
  ]);
  return {
    mailConfigured: alertTransport !== undefined,
    subscribers: countSubscribers(choices),
    statuses,
    outbox,
    recent,
    dailyCap: ownCap ?? config.alertsDailyCap,
    canExport: can(context.role, "users.manage"),
  };
}

/** What the editor is shown under a published item: when its alerts go, and whether they are held. */
export async function itemAlert(context: SchoolContext, kind: string, id: string) {
  allow(context.role, "content.draft");
  const state = await itemAlertState(context.deps.db, context.school, kind, id);
  return { data: state ?? null, graceMinutes: alertGraceMs / 60_000 };
}

/** A test alert to the signed-in person's own address; 503 with no mail server, 502 when it refused. */
export async function sendTestAlert(context: SchoolContext): Promise<{ sentTo: string }> {
  allow(context.role, "content.publish");
  const { db, config, alertTransport } = context.deps;
  if (!alertTransport)
    throw new StaffError(503, "no_mail", "This platform has no mail server (SMTP_URL), so nothing can be sent.");
  const code = context.school;
  const { email } = context.staff;
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
    await alertTransport.send({
      from: { name, address: addressOf(config.mailFrom) },
      replyTo: profile?.email,
      to: email,
      ...mail,
      messageId: `<test-${Date.now()}@${new URL(origin).hostname}>`,
      headers: {},
    });
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new StaffError(502, "not_sent", `The mail server refused it: ${why}`);
  }
  return { sentTo: email };
}

/** The confirmed subscribers' addresses as CSV, the owner's alone; the export is logged. */
export async function subscribersExport(context: SchoolContext): Promise<{ fileName: string; csv: string }> {
  allow(context.role, "users.manage");
  const { db } = context.deps;
  const code = context.school;
  const rows = await confirmedSubscribers(db, code);
  await recordActivity(db, code, {
    ...actorOf(context),
    kind: "alerts",
    target: "subscribers",
    action: `exported ${rows.length} alert subscriber address${rows.length === 1 ? "" : "es"} as CSV`,
  });
  return { fileName: `alert-subscribers-${code}.csv`, csv: subscribersCsv(rows) };
}
