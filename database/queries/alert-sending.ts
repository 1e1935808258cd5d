import type { Db } from "#database/connection";
import { forSchool, type SchoolDb } from "#database/school-scope";

/**
 * The sender's side of the alerts' outbox (alert-outbox.ts, decision 0089): it claims due mails as a
 * lease, then marks each sent, to be tried again, or failed. Apart from the publishing side, which
 * writes the outbox in the publish's transaction.
 */

/** A claimed mail: which subscriber, and an item's alert or a day's digest. */
export type ClaimedMail = {
  id: string;
  subscriberId: string;
  alertItemId: string | null;
  digestDay: string | null;
  attempts: number;
};

/**
 * Claims up to `limit` due mails of the school for `leaseMs`: waiting ones whose time has come,
 * and claimed ones whose sender let the lease run out (it died). One statement, so the claim is
 * atomic; on PostgreSQL the rows another instance is claiming are skipped, not waited for.
 */
export async function claimDueMails(
  db: Db,
  school: string,
  now: Date,
  limit: number,
  leaseMs: number,
): Promise<ClaimedMail[]> {
  if (limit <= 0) return [];
  const at = now.toISOString();
  const claim = { status: "sending", lease_until: new Date(now.getTime() + leaseMs).toISOString() };
  const columns = ["id", "subscriber_id", "alert_item_id", "digest_day", "attempts"] as const;
  const dueRows = (scoped: SchoolDb) => dueMails(scoped, at).orderBy("due_at").limit(limit);
  const rows =
    db.dialect === "postgres"
      ? // Two statements in one transaction: PostgreSQL may run a LIMIT subquery of an UPDATE more than
        // once and claim more rows than asked; the selected rows stay locked until the update commits.
        await forSchool(db, school).transaction(async (trx) => {
          const ids = (await dueRows(trx).forUpdate().skipLocked().execute()).map((row) => row.id);
          if (ids.length === 0) return [];
          return trx.updateTable("alert_outbox").set(claim).where("id", "in", ids).returning(columns).execute();
        })
      : // SQLite: one statement holds the one write lock from the select to the update.
        await forSchool(db, school)
          .updateTable("alert_outbox")
          .set(claim)
          .where("id", "in", () => dueRows(forSchool(db, school)))
          .returning(columns)
          .execute();
  return rows.map((row) => ({
    id: row.id,
    subscriberId: row.subscriber_id,
    alertItemId: row.alert_item_id,
    digestDay: row.digest_day,
    attempts: Number(row.attempts),
  }));
}

/** The SMTP server took the mail: it is sent, and never claimed again. */
export async function markSent(db: Db, school: string, id: string, now: Date): Promise<void> {
  await forSchool(db, school)
    .updateTable("alert_outbox")
    .set({ status: "sent", sent_at: now.toISOString(), lease_until: null, last_error: null })
    .where("id", "=", id)
    .execute();
}

/** A temporary failure: tried again at `dueAt`. */
export async function markRetry(db: Db, school: string, id: string, attempts: number, dueAt: Date, error: string) {
  await forSchool(db, school)
    .updateTable("alert_outbox")
    .set({
      status: "waiting",
      attempts,
      due_at: dueAt.toISOString(),
      lease_until: null,
      last_error: error.slice(0, 500),
    })
    .where("id", "=", id)
    .execute();
}

/** A mail that will not go: refused for good, too many attempts, or nothing left in it. */
export async function markFailed(db: Db, school: string, id: string, error: string, status = "failed") {
  await forSchool(db, school)
    .updateTable("alert_outbox")
    .set({ status, lease_until: null, last_error: error.slice(0, 500) })
    .where("id", "=", id)
    .execute();
}

/** The mails of the school the SMTP server took since `since` (the daily cap counts them). */
export async function sentSince(db: Db, school: string, since: Date): Promise<number> {
  const row = await forSchool(db, school)
    .selectFrom("alert_outbox")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("status", "=", "sent")
    .where("sent_at", ">=", since.toISOString())
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Whether the school has mails due at `now` (so the sender asks for no more of a quiet school). */
export async function hasDueMails(db: Db, school: string, now: Date): Promise<boolean> {
  const row = await dueMails(forSchool(db, school), now.toISOString()).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The ids of the mails due at `at`: waiting ones whose time has come, and claimed ones whose lease ran out. */
function dueMails(scoped: SchoolDb, at: string) {
  return scoped
    .selectFrom("alert_outbox")
    .select("id")
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "waiting"), eb("due_at", "<=", at)]),
        eb.and([eb("status", "=", "sending"), eb("lease_until", "<=", at)]),
      ]),
    );
}
