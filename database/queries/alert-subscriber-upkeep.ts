import type { Db } from "#database/connection";
import { forSchool } from "#database/school-scope";
import { hardBounceLimit } from "#domain/alerts/alert-schedule";

/**
 * What the alert sender does to the subscribers of a school (decision 0089), apart from the
 * subscribing and unsubscribing in alert-subscribers.ts: counts hard bounces, and forgets the
 * addresses the school no longer needs.
 */

/**
 * A permanent refusal of a mail to the address (a 5xx): counted, and after `hardBounceLimit` of
 * them nothing more is sent to it. True when this one stopped it.
 */
export async function recordBounce(db: Db, school: string, id: string, reason: string): Promise<boolean> {
  return forSchool(db, school).transaction(async (trx) => {
    const row = await trx.selectFrom("alert_subscriber").select("bounces").where("id", "=", id).executeTakeFirst();
    if (!row) return false;
    const bounces = Number(row.bounces) + 1;
    const stopped = bounces >= hardBounceLimit;
    await trx
      .updateTable("alert_subscriber")
      .set({ bounces, last_bounce: reason.slice(0, 500), ...(stopped ? { status: "stopped" } : {}) })
      .where("id", "=", id)
      .execute();
    if (stopped)
      await trx
        .updateTable("alert_outbox")
        .set({ status: "failed", last_error: "address stopped after repeated hard bounces", lease_until: null })
        .where("subscriber_id", "=", id)
        .where("status", "in", ["waiting", "held"])
        .execute();
    return stopped;
  });
}

/**
 * Forgets what the school no longer needs (the DPDP Act): addresses unsubscribed before `unsubscribedBefore`,
 * and requests never confirmed whose link expired. How many went.
 */
export async function forgetOldSubscribers(db: Db, school: string, unsubscribedBefore: Date, now: Date) {
  const scoped = forSchool(db, school);
  const gone = await scoped
    .deleteFrom("alert_subscriber")
    .where("status", "=", "unsubscribed")
    .where("unsubscribed_at", "<", unsubscribedBefore.toISOString())
    .executeTakeFirst();
  const expired = await scoped
    .deleteFrom("alert_subscriber")
    .where("status", "=", "pending")
    .where("confirm_expires_at", "<", now.toISOString())
    .executeTakeFirst();
  return Number(gone.numDeletedRows) + Number(expired.numDeletedRows);
}
