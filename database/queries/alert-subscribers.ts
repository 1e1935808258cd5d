import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import type { Db } from "#database/connection";
import type { AlertSubscriberTable } from "#database/schema-alerts";
import { forSchool } from "#database/school-scope";
import type { AlertChoices } from "#domain/alerts/alert-topics";

/**
 * A school's alert subscribers (migration 0016, decision 0089): an address, its choices and its
 * consent record. Every function takes the school; the confirmation token arrives as its hash.
 */

export type SubscriberStatus = "pending" | "confirmed" | "unsubscribed" | "stopped";

export type Subscriber = {
  id: string;
  email: string;
  status: SubscriberStatus;
  choices: AlertChoices;
  /** Choices a confirmed address asked for since, waiting for their link. */
  pending: AlertChoices | null;
  consentText: string;
  consentedAt: string;
  confirmedAt: string | null;
  bounces: number;
};

const columns = [
  "id",
  "email",
  "status",
  "topics_json",
  "classes_json",
  "frequency",
  "pending_json",
  "consent_text",
  "consented_at",
  "confirmed_at",
  "bounces",
] as const;

/** The columns read, as the table declares them. */
type Row = Pick<Selectable<AlertSubscriberTable>, (typeof columns)[number]>;

/** The choices as stored: topics and classes as JSON lists. */
function choicesOf(row: Pick<Row, "topics_json" | "classes_json" | "frequency">): AlertChoices {
  return {
    topics: JSON.parse(row.topics_json),
    classes: JSON.parse(row.classes_json),
    frequency: row.frequency as AlertChoices["frequency"],
  };
}

function fromRow(row: Row): Subscriber {
  return {
    id: row.id,
    email: row.email,
    status: row.status as SubscriberStatus,
    choices: choicesOf(row),
    pending: row.pending_json ? (JSON.parse(row.pending_json) as AlertChoices) : null,
    consentText: row.consent_text,
    consentedAt: row.consented_at,
    confirmedAt: row.confirmed_at,
    bounces: Number(row.bounces),
  };
}

export async function findSubscriberByEmail(db: Db, school: string, email: string): Promise<Subscriber | undefined> {
  const row = await forSchool(db, school)
    .selectFrom("alert_subscriber")
    .select(columns)
    .where("email", "=", email)
    .executeTakeFirst();
  return row && fromRow(row);
}

export async function findSubscriber(db: Db, school: string, id: string): Promise<Subscriber | undefined> {
  const row = await forSchool(db, school)
    .selectFrom("alert_subscriber")
    .select(columns)
    .where("id", "=", id)
    .executeTakeFirst();
  return row && fromRow(row);
}

export type SubscriptionRequest = {
  email: string;
  choices: AlertChoices;
  consentText: string;
  tokenHash: string;
  now: Date;
  expiresAt: Date;
};

/** At most this many confirmation mails go to one address in `confirmMailWindowMs`. */
export const confirmMailLimit = { mails: 3, windowMs: 24 * 60 * 60 * 1000 };

/**
 * Records a request from the form and the hash of the link that confirms it. A new or unsubscribed
 * address becomes pending with these choices; a confirmed one keeps receiving what it chose until
 * the new link confirms the change (so the form cannot be used to change a stranger's alerts).
 * False, changing nothing, when the address had its confirmation mails for the day: no mail goes.
 */
export async function saveSubscriptionRequest(db: Db, school: string, request: SubscriptionRequest): Promise<boolean> {
  const now = request.now.toISOString();
  const scoped = forSchool(db, school);
  return scoped.transaction(async (trx) => {
    const existing = await trx
      .selectFrom("alert_subscriber")
      .select(["id", "status", "confirm_mails", "confirm_mails_since"])
      .where("email", "=", request.email)
      .executeTakeFirst();
    const windowOpen =
      existing?.confirm_mails_since != null &&
      request.now.getTime() - Date.parse(existing.confirm_mails_since) < confirmMailLimit.windowMs;
    const mails = windowOpen ? Number(existing?.confirm_mails ?? 0) : 0;
    if (mails >= confirmMailLimit.mails) return false;
    const link = {
      confirm_token_hash: request.tokenHash,
      confirm_expires_at: request.expiresAt.toISOString(),
      confirm_mails: mails + 1,
      confirm_mails_since: windowOpen ? (existing?.confirm_mails_since ?? now) : now,
    };
    const consent = { consent_text: request.consentText, consented_at: now };
    const choices = {
      topics_json: JSON.stringify(request.choices.topics),
      classes_json: JSON.stringify(request.choices.classes),
      frequency: request.choices.frequency,
    };
    if (!existing) {
      await trx
        .insertInto("alert_subscriber")
        .values({
          id: randomUUID(),
          email: request.email,
          status: "pending",
          ...choices,
          pending_json: null,
          ...link,
          ...consent,
          confirmed_at: null,
          unsubscribed_at: null,
          bounces: 0,
          last_bounce: null,
          created_at: now,
        })
        .execute();
    } else if (existing.status === "confirmed") {
      await trx
        .updateTable("alert_subscriber")
        .set({ pending_json: JSON.stringify(request.choices), ...link })
        .where("id", "=", existing.id)
        .execute();
    } else {
      // Pending, unsubscribed or stopped: asked again, it starts again, once confirmed.
      await trx
        .updateTable("alert_subscriber")
        .set({ status: "pending", ...choices, pending_json: null, ...link, ...consent, unsubscribed_at: null })
        .where("id", "=", existing.id)
        .execute();
    }
    return true;
  });
}

/**
 * Confirms the subscription a link's token hash opens while it is valid: the address receives
 * from now on, with the choices it asked for. The link works once. Undefined when none matches.
 */
export async function confirmSubscription(
  db: Db,
  school: string,
  tokenHash: string,
  now: Date,
): Promise<Subscriber | undefined> {
  return forSchool(db, school).transaction(async (trx) => {
    const row = await trx
      .selectFrom("alert_subscriber")
      .select([...columns, "consent_text"])
      .where("confirm_token_hash", "=", tokenHash)
      .where("confirm_expires_at", ">", now.toISOString())
      .executeTakeFirst();
    if (!row) return undefined;
    const pending = row.pending_json ? (JSON.parse(row.pending_json) as AlertChoices) : undefined;
    await trx
      .updateTable("alert_subscriber")
      .set({
        status: "confirmed",
        confirmed_at: now.toISOString(),
        confirm_token_hash: null,
        confirm_expires_at: null,
        pending_json: null,
        bounces: 0,
        last_bounce: null,
        ...(pending
          ? {
              topics_json: JSON.stringify(pending.topics),
              classes_json: JSON.stringify(pending.classes),
              frequency: pending.frequency,
            }
          : {}),
      })
      .where("id", "=", row.id)
      .execute();
    const subscriber = await trx
      .selectFrom("alert_subscriber")
      .select(columns)
      .where("id", "=", row.id)
      .executeTakeFirst();
    return subscriber && fromRow(subscriber);
  });
}

/** New choices from the preferences page (opened by the subscriber's own link). */
export async function updateChoices(db: Db, school: string, id: string, choices: AlertChoices, now: Date) {
  await forSchool(db, school)
    .updateTable("alert_subscriber")
    .set({
      topics_json: JSON.stringify(choices.topics),
      classes_json: JSON.stringify(choices.classes),
      frequency: choices.frequency,
      consented_at: now.toISOString(),
    })
    .where("id", "=", id)
    .where("status", "=", "confirmed")
    .execute();
}

/** Stops every mail to the address; what is waiting for it in the outbox goes. False when unknown. */
export async function unsubscribe(db: Db, school: string, id: string, now: Date): Promise<boolean> {
  return forSchool(db, school).transaction(async (trx) => {
    const result = await trx
      .updateTable("alert_subscriber")
      .set({ status: "unsubscribed", unsubscribed_at: now.toISOString(), confirm_token_hash: null, pending_json: null })
      .where("id", "=", id)
      .executeTakeFirst();
    await trx
      .deleteFrom("alert_outbox")
      .where("subscriber_id", "=", id)
      .where("status", "in", ["waiting", "held"])
      .execute();
    return Number(result.numUpdatedRows) > 0;
  });
}

/** The confirmed subscribers' choices, for the counts by topic and class (no addresses). */
export async function confirmedChoices(db: Db, school: string): Promise<AlertChoices[]> {
  const rows = await forSchool(db, school)
    .selectFrom("alert_subscriber")
    .select(["topics_json", "classes_json", "frequency"])
    .where("status", "=", "confirmed")
    .execute();
  return rows.map(choicesOf);
}

/** How many addresses are in each state. */
export async function subscriberStatusCounts(db: Db, school: string): Promise<Record<string, number>> {
  const rows = await forSchool(db, school)
    .selectFrom("alert_subscriber")
    .select((eb) => ["status", eb.fn.countAll<number>().as("count")])
    .groupBy("status")
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}

/** The confirmed addresses and their choices, for the owner's CSV export. */
export async function confirmedSubscribers(db: Db, school: string): Promise<Subscriber[]> {
  const rows = await forSchool(db, school)
    .selectFrom("alert_subscriber")
    .select(columns)
    .where("status", "=", "confirmed")
    .orderBy("email")
    .execute();
  return rows.map(fromRow);
}
