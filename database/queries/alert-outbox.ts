import { randomUUID } from "node:crypto";
import type { Db } from "#database/connection";
import { forSchool, type SchoolDb } from "#database/school-scope";
import type { AlertItemView } from "#domain/alerts/alert-mail";
import { alertMatches } from "#domain/alerts/alert-topics";

/**
 * The alerts' outbox (migration 0016, decision 0089): an item's alert and its mails are written in
 * the transaction that publishes it; the sender claims due rows (with FOR UPDATE SKIP LOCKED on
 * PostgreSQL, so two instances never claim one; SQLite has one writer), sends, and marks each.
 * A claim is a lease: a sender killed mid-send leaves rows whose lease runs out, and they are due again.
 */

export type ItemAlert = {
  kind: string;
  itemId: string;
  topic: string;
  classes: readonly string[];
  message: AlertItemView;
  publishedAt: Date;
  holdUntil: Date;
};

export const insertChunk = 500;

/**
 * Queues an item's alert in the publishing transaction: one mail per confirmed immediate subscriber
 * it matches, due when the grace period ends (daily subscribers get it in their digest). An item
 * alerts once: when it is published for the first time, or again while no alert of it has gone
 * (all held); publishing again in the grace period holds the first alert and queues the new words.
 * How many mails were queued, or null when the item does not alert again.
 */
export async function queueItemAlert(
  scoped: SchoolDb,
  alert: ItemAlert,
  firstPublish: boolean,
): Promise<number | null> {
  const now = alert.publishedAt.toISOString();
  const previous = await scoped
    .selectFrom("alert_item")
    .select(["id", "hold_until", "held_at"])
    .where("kind", "=", alert.kind)
    .where("item_id", "=", alert.itemId)
    .execute();
  if (previous.length === 0 && !firstPublish) return null;
  if (previous.some((row) => row.held_at === null && row.hold_until <= now)) return null;
  await holdItemAlerts(scoped, alert.kind, alert.itemId, alert.publishedAt, "published again with changes");

  const itemId = randomUUID();
  await scoped
    .insertInto("alert_item")
    .values({
      id: itemId,
      kind: alert.kind,
      item_id: alert.itemId,
      topic: alert.topic,
      classes_json: JSON.stringify(alert.classes),
      message_json: JSON.stringify(alert.message),
      published_at: now,
      hold_until: alert.holdUntil.toISOString(),
      held_at: null,
      held_reason: null,
    })
    .execute();
  const subscribers = await scoped
    .selectFrom("alert_subscriber")
    .select(["id", "topics_json", "classes_json"])
    .where("status", "=", "confirmed")
    .where("frequency", "=", "immediate")
    .execute();
  const item = { topic: alert.topic, classes: alert.classes };
  const due = alert.holdUntil.toISOString();
  const rows = subscribers
    .filter((row) => alertMatches({ topics: JSON.parse(row.topics_json), classes: JSON.parse(row.classes_json) }, item))
    .map((row) => ({
      id: randomUUID(),
      subscriber_id: row.id,
      alert_item_id: itemId,
      digest_day: null,
      status: "waiting",
      due_at: due,
      attempts: 0,
      lease_until: null,
      last_error: null,
      created_at: now,
      sent_at: null,
    }));
  for (let start = 0; start < rows.length; start += insertChunk) {
    await scoped
      .insertInto("alert_outbox")
      .values(rows.slice(start, start + insertChunk))
      .execute();
  }
  return rows.length;
}

/**
 * Holds an item's alerts still in their grace period (an unpublish, an edit): they are not sent,
 * and its mails not yet gone stay in the outbox as held. How many mails were held.
 */
export async function holdItemAlerts(
  scoped: SchoolDb,
  kind: string,
  itemId: string,
  now: Date,
  reason: string,
): Promise<number> {
  const inGrace = await scoped
    .selectFrom("alert_item")
    .select("id")
    .where("kind", "=", kind)
    .where("item_id", "=", itemId)
    .where("held_at", "is", null)
    .where("hold_until", ">", now.toISOString())
    .execute();
  if (inGrace.length === 0) return 0;
  const ids = inGrace.map((row) => row.id);
  await scoped
    .updateTable("alert_item")
    .set({ held_at: now.toISOString(), held_reason: reason })
    .where("id", "in", ids)
    .execute();
  const held = await scoped
    .updateTable("alert_outbox")
    .set({ status: "held", last_error: `held: ${reason} within 10 minutes of publishing` })
    .where("alert_item_id", "in", ids)
    .where("status", "=", "waiting")
    .executeTakeFirst();
  return Number(held.numUpdatedRows);
}

/** What the editor sees of an item's latest alert: its grace period and its mails by state. */
export type ItemAlertState = {
  publishedAt: string;
  holdUntil: string;
  heldAt: string | null;
  heldReason: string | null;
  mails: Record<string, number>;
};

export async function itemAlertState(
  db: Db,
  school: string,
  kind: string,
  itemId: string,
): Promise<ItemAlertState | undefined> {
  const scoped = forSchool(db, school);
  const latest = await scoped
    .selectFrom("alert_item")
    .select(["id", "published_at", "hold_until", "held_at", "held_reason"])
    .where("kind", "=", kind)
    .where("item_id", "=", itemId)
    .orderBy("published_at", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!latest) return undefined;
  const counts = await scoped
    .selectFrom("alert_outbox")
    .select((eb) => ["status", eb.fn.countAll<number>().as("count")])
    .where("alert_item_id", "=", latest.id)
    .groupBy("status")
    .execute();
  return {
    publishedAt: latest.published_at,
    holdUntil: latest.hold_until,
    heldAt: latest.held_at,
    heldReason: latest.held_reason,
    mails: Object.fromEntries(counts.map((row) => [row.status, Number(row.count)])),
  };
}

/** The outbox at a glance: mails by state. */
export async function outboxCounts(db: Db, school: string): Promise<Record<string, number>> {
  const rows = await forSchool(db, school)
    .selectFrom("alert_outbox")
    .select((eb) => ["status", eb.fn.countAll<number>().as("count")])
    .groupBy("status")
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}

/** The latest alerts, each with its mails by state and the last failure's reason (no addresses). */
export type AlertSummary = {
  title: string;
  kind: string;
  publishedAt: string;
  holdUntil: string;
  heldReason: string | null;
  mails: Record<string, number>;
  lastError: string | null;
};

export async function recentAlerts(db: Db, school: string, limit = 20): Promise<AlertSummary[]> {
  const scoped = forSchool(db, school);
  const items = await scoped
    .selectFrom("alert_item")
    .select(["id", "kind", "message_json", "published_at", "hold_until", "held_reason"])
    .orderBy("published_at", "desc")
    .limit(limit)
    .execute();
  const summaries: AlertSummary[] = [];
  for (const item of items) {
    const counts = await scoped
      .selectFrom("alert_outbox")
      .select((eb) => ["status", eb.fn.countAll<number>().as("count"), eb.fn.max("last_error").as("lastError")])
      .where("alert_item_id", "=", item.id)
      .groupBy("status")
      .execute();
    summaries.push({
      title: (JSON.parse(item.message_json) as AlertItemView).title,
      kind: item.kind,
      publishedAt: item.published_at,
      holdUntil: item.hold_until,
      heldReason: item.held_reason,
      mails: Object.fromEntries(counts.map((row) => [row.status, Number(row.count)])),
      lastError: counts.find((row) => row.status === "failed")?.lastError ?? null,
    });
  }
  return summaries;
}
