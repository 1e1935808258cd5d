import type { ColumnType } from "kysely";

/** The tables of parents' e-mail alerts (migration 0016, decision 0089; database/schema.ts's Database names them). */

/** An address of a school and its alert choices, with its consent record (migration 0016, decision 0089). */
export type AlertSubscriberTable = {
  id: string;
  school_code: string;
  email: string;
  /** "pending" until confirmed, "confirmed", "unsubscribed", or "stopped" after 3 hard bounces. */
  status: string;
  topics_json: string;
  classes_json: string;
  frequency: string;
  /** New choices asked for by a confirmed address, applied when the new link confirms them (JSON). */
  pending_json: string | null;
  confirm_token_hash: string | null;
  confirm_expires_at: string | null;
  /** Confirmation mails sent since `confirm_mails_since` (at most 3 a day to one address). */
  confirm_mails: ColumnType<number, number | undefined, number>;
  confirm_mails_since: string | null;
  /** What was consented to, in the words the person saw. */
  consent_text: string;
  consented_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  bounces: ColumnType<number, number | undefined, number>;
  last_bounce: string | null;
  created_at: string;
};

/** A published item's alert (migration 0016): what the mails show, and its grace period. */
export type AlertItemTable = {
  id: string;
  school_code: string;
  kind: string;
  item_id: string;
  topic: string;
  classes_json: string;
  message_json: string;
  published_at: string;
  hold_until: string;
  held_at: string | null;
  held_reason: string | null;
};

/** One mail to send (migration 0016): an item to a subscriber, or a subscriber's digest of a day. */
export type AlertOutboxTable = {
  id: string;
  school_code: string;
  subscriber_id: string;
  alert_item_id: string | null;
  digest_day: string | null;
  /** "waiting", "sending" (claimed, with a lease), "sent", "failed" or "held". */
  status: string;
  due_at: string;
  attempts: ColumnType<number, number | undefined, number>;
  lease_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
};
