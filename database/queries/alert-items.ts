import { randomUUID } from "node:crypto";
import type { Db } from "#database/connection";
import { insertChunk } from "#database/queries/alert-outbox";
import { forSchool } from "#database/school-scope";
import type { AlertItemView } from "#domain/alerts/alert-mail";
import { type AlertChoices, alertMatches } from "#domain/alerts/alert-topics";

/**
 * The published items the alerts are about (migration 0016, decision 0089), as the daily digest
 * reads them: an item's words, its topic and classes, and the digest's mails queued for a day.
 * The immediate mails' outbox is alert-outbox.ts's (its sender's side, alert-sending.ts).
 */

/** A digest's window: the instants of the day before's 17:00 and this day's. */
export type DigestWindow = { from: Date; to: Date };

export type StoredAlertItem = {
  id: string;
  kind: string;
  topic: string;
  classes: string[];
  message: AlertItemView;
  publishedAt: string;
  heldAt: string | null;
};

function itemFromRow(row: {
  id: string;
  kind: string;
  topic: string;
  classes_json: string;
  message_json: string;
  published_at: string;
  held_at: string | null;
}): StoredAlertItem {
  return {
    id: row.id,
    kind: row.kind,
    topic: row.topic,
    classes: JSON.parse(row.classes_json),
    message: JSON.parse(row.message_json),
    publishedAt: row.published_at,
    heldAt: row.held_at,
  };
}

const itemColumns = ["id", "kind", "topic", "classes_json", "message_json", "published_at", "held_at"] as const;

export async function findAlertItem(db: Db, school: string, id: string): Promise<StoredAlertItem | undefined> {
  const row = await forSchool(db, school)
    .selectFrom("alert_item")
    .select(itemColumns)
    .where("id", "=", id)
    .executeTakeFirst();
  return row && itemFromRow(row);
}

/**
 * The items a digest carries: those whose grace period ended in its window (after the day
 * before's 17:00, up to this day's), held ones left out, oldest first.
 */
export async function digestItems(db: Db, school: string, window: DigestWindow): Promise<StoredAlertItem[]> {
  const rows = await forSchool(db, school)
    .selectFrom("alert_item")
    .select(itemColumns)
    .where("hold_until", ">", window.from.toISOString())
    .where("hold_until", "<=", window.to.toISOString())
    .where("held_at", "is", null)
    .orderBy("published_at")
    .execute();
  return rows.map(itemFromRow);
}

/**
 * Queues a day's digests: one mail to each confirmed daily subscriber that at least one of the
 * day's items matches, due now. Safe to run again: a subscriber has one digest a day.
 */
export async function queueDigests(
  db: Db,
  school: string,
  day: string,
  window: DigestWindow,
  now: Date,
): Promise<number> {
  const items = await digestItems(db, school, window);
  if (items.length === 0) return 0;
  return forSchool(db, school).transaction(async (scoped) => {
    const subscribers = await scoped
      .selectFrom("alert_subscriber")
      .select(["id", "topics_json", "classes_json"])
      .where("status", "=", "confirmed")
      .where("frequency", "=", "daily")
      .execute();
    const rows = subscribers
      .filter((row) => {
        const choices = { topics: JSON.parse(row.topics_json), classes: JSON.parse(row.classes_json) };
        return items.some((item) => alertMatches(choices, item));
      })
      .map((row) => ({
        id: randomUUID(),
        subscriber_id: row.id,
        alert_item_id: null,
        digest_day: day,
        status: "waiting",
        due_at: now.toISOString(),
        attempts: 0,
        lease_until: null,
        last_error: null,
        created_at: now.toISOString(),
        sent_at: null,
      }));
    let queued = 0;
    for (let start = 0; start < rows.length; start += insertChunk) {
      const result = await scoped
        .insertInto("alert_outbox")
        .values(rows.slice(start, start + insertChunk))
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      queued += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    return queued;
  });
}

/** A subscriber's choices match: the digest's items for them. */
export function itemsFor(choices: Pick<AlertChoices, "topics" | "classes">, items: readonly StoredAlertItem[]) {
  return items.filter((item) => alertMatches(choices, item));
}
