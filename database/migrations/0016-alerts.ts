import type { Kysely } from "kysely";

/**
 * Parents' e-mail alerts (issue 27, decision 0089). SQLite and PostgreSQL.
 *
 * - `alert_subscriber`: an address of one school and its choices (topics, classes, how often),
 *   with the consent record: what was asked for and when, and when it was confirmed. Nothing else
 *   of the person is kept. The confirmation link's token is kept as its SHA-256.
 * - `alert_item`: a published item's alert, as its kind's description made it at publishing (what
 *   the mails show), with its grace period and whether an edit or unpublish held it.
 * - `alert_outbox`: one row per mail to send: an item to a subscriber, or a subscriber's digest of
 *   a day. Written in the publishing transaction; the sender claims, sends and marks each row.
 * - `school.alert_daily_cap`: the operator's cap on one school's alert mails a day (null: the platform's).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("alert_subscriber")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("school_code", "text", (col) => col.notNull().references("school.code").onDelete("cascade"))
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("topics_json", "text", (col) => col.notNull())
    .addColumn("classes_json", "text", (col) => col.notNull())
    .addColumn("frequency", "text", (col) => col.notNull())
    .addColumn("pending_json", "text")
    .addColumn("confirm_token_hash", "text", (col) => col.unique())
    .addColumn("confirm_expires_at", "text")
    // The confirmation mails sent to the address since `confirm_mails_since`: at most 3 a day (decision 0089).
    .addColumn("confirm_mails", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("confirm_mails_since", "text")
    .addColumn("consent_text", "text", (col) => col.notNull())
    .addColumn("consented_at", "text", (col) => col.notNull())
    .addColumn("confirmed_at", "text")
    .addColumn("unsubscribed_at", "text")
    .addColumn("bounces", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("last_bounce", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addUniqueConstraint("alert_subscriber_school_email", ["school_code", "email"])
    .execute();
  await db.schema
    .createIndex("alert_subscriber_school_status")
    .on("alert_subscriber")
    .columns(["school_code", "status"])
    .execute();

  await db.schema
    .createTable("alert_item")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("school_code", "text", (col) => col.notNull().references("school.code").onDelete("cascade"))
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("item_id", "text", (col) => col.notNull())
    .addColumn("topic", "text", (col) => col.notNull())
    .addColumn("classes_json", "text", (col) => col.notNull())
    .addColumn("message_json", "text", (col) => col.notNull())
    .addColumn("published_at", "text", (col) => col.notNull())
    .addColumn("hold_until", "text", (col) => col.notNull())
    .addColumn("held_at", "text")
    .addColumn("held_reason", "text")
    .execute();
  await db.schema
    .createIndex("alert_item_school_item")
    .on("alert_item")
    .columns(["school_code", "kind", "item_id"])
    .execute();
  // A day's digest reads the items whose grace period ended between two 17:00s.
  await db.schema
    .createIndex("alert_item_school_hold")
    .on("alert_item")
    .columns(["school_code", "hold_until"])
    .execute();

  await db.schema
    .createTable("alert_outbox")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("school_code", "text", (col) => col.notNull().references("school.code").onDelete("cascade"))
    .addColumn("subscriber_id", "text", (col) => col.notNull().references("alert_subscriber.id").onDelete("cascade"))
    .addColumn("alert_item_id", "text", (col) => col.references("alert_item.id").onDelete("cascade"))
    .addColumn("digest_day", "text")
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("due_at", "text", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("lease_until", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("sent_at", "text")
    .addUniqueConstraint("alert_outbox_item_once", ["subscriber_id", "alert_item_id"])
    .addUniqueConstraint("alert_outbox_digest_once", ["subscriber_id", "digest_day"])
    .execute();
  await db.schema.createIndex("alert_outbox_status_due").on("alert_outbox").columns(["status", "due_at"]).execute();
  await db.schema
    .createIndex("alert_outbox_school_status")
    .on("alert_outbox")
    .columns(["school_code", "status", "sent_at"])
    .execute();
  await db.schema.createIndex("alert_outbox_item").on("alert_outbox").column("alert_item_id").execute();

  await db.schema.alterTable("school").addColumn("alert_daily_cap", "integer").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("school").dropColumn("alert_daily_cap").execute();
  await db.schema.dropTable("alert_outbox").execute();
  await db.schema.dropTable("alert_item").execute();
  await db.schema.dropTable("alert_subscriber").execute();
}
