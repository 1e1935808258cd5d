import type { Logger } from "pino";
import type { Db } from "#database/connection";
import { schoolAlertCap } from "#database/queries/alert-cap";
import {
  digestItems,
  findAlertItem,
  itemsFor,
  queueDigests,
  type StoredAlertItem,
} from "#database/queries/alert-items";
import {
  type ClaimedMail,
  claimDueMails,
  hasDueMails,
  markFailed,
  markRetry,
  markSent,
  sentSince,
} from "#database/queries/alert-sending";
import { forgetOldSubscribers, recordBounce } from "#database/queries/alert-subscriber-upkeep";
import { findSubscriber } from "#database/queries/alert-subscribers";
import { listSchoolCodes } from "#database/queries/platform";
import { findSchool } from "#database/queries/school-content";
import { type AlertMailSchool, digestMail, immediateMail, type RenderedMail } from "#domain/alerts/alert-mail";
import {
  digestWindow,
  dueDigestDays,
  isHardBounce,
  maxSendAttempts,
  retryDelayMs,
  unsubscribedKeptMs,
} from "#domain/alerts/alert-schedule";
import type { Config } from "#domain/config";
import { isoDateOf, schoolToday, startOfSchoolDay } from "#domain/school-date";
import { subscriberLinks, unsubscribeHeaders } from "./alert-links";
import { type AlertTransport, addressOf, responseCodeOf } from "./alert-transport";
import { schoolOrigin } from "./school-origin";

/**
 * Drains the alerts' outbox (decision 0089). Each round, per school: the day's digests once 17:00
 * has passed, the addresses the school must forget, then the due mails, claimed a batch at a time
 * (a lease: killed mid-batch, its rows come due again when the lease ends), sent through the
 * transport a few at once, each marked sent as soon as the server took it. A temporary failure
 * is tried again later and later; a permanent one (5xx) fails the mail and counts against the
 * address. Without a transport nothing is claimed: the mails wait.
 */

/** How many schools' turns run between two looks at the event loop's other work. */
const yieldEverySchools = 50;

export type AlertSenderDeps = {
  db: Db;
  config: Pick<Config, "timeZone" | "publicUrl" | "port" | "schoolCode" | "mailFrom" | "alertsDailyCap">;
  /** Signs the manage and unsubscribe links (server/alerts/alert-tokens.ts). */
  secret: string;
  transport: AlertTransport | undefined;
  now: () => Date;
  /** A school's own zone (decision 0085; server/school-time-zones.ts); the platform's (TZ_SCHOOL) without it. */
  timeZoneOf?: (schoolCode: string) => Promise<string>;
  logger?: Pick<Logger, "warn" | "error" | "info">;
  /** Mails claimed at once (default 100): what one round holds in memory. */
  batchSize?: number;
  /** Sent at once (default 4, the transport's connections). */
  concurrency?: number;
  /** How long a claim holds its rows (default 5 minutes). */
  leaseMs?: number;
};

export type SendRound = { sent: number; retried: number; failed: number; digests: number; forgotten: number };

type SchoolFacts = { mail: AlertMailSchool; replyTo: string | undefined };

export class AlertSender {
  /** The digest days made, per school: only the days still due are kept, so it stays two days long. */
  private readonly digestsMade = new Map<string, Set<string>>();
  private lastForget = 0;
  private stopping = false;

  constructor(private readonly deps: AlertSenderDeps) {}

  /** The round in progress ends after its batch: what it had not claimed stays waiting. */
  stop(): void {
    this.stopping = true;
  }

  /** One round over every school; resolves when no due mail is left that the caps allow. */
  async runOnce(): Promise<SendRound> {
    const round: SendRound = { sent: 0, retried: 0, failed: 0, digests: 0, forgotten: 0 };
    const { db } = this.deps;
    const now = this.deps.now();
    const forget = now.getTime() - this.lastForget >= 60 * 60 * 1000;
    if (forget) this.lastForget = now.getTime();
    const schools = await listSchoolCodes(db);
    for (const [index, school] of schools.entries()) {
      // Without SMTP a school's turn may await nothing: a platform's thousand would hold the event loop
      // (and every page answer on it) for the whole round. Let the requests in between.
      if (index % yieldEverySchools === yieldEverySchools - 1) await new Promise((resolve) => setImmediate(resolve));
      const timeZone = this.deps.timeZoneOf ? await this.deps.timeZoneOf(school) : this.deps.config.timeZone;
      const dueDays = dueDigestDays(now, timeZone);
      const made = this.digestsMade.get(school) ?? new Set<string>();
      const stillDue = new Set([...made].filter((day) => dueDays.includes(day)));
      for (const day of dueDays) {
        if (stillDue.has(day)) continue;
        round.digests += await queueDigests(db, school, day, digestWindow(day, timeZone), now);
        stillDue.add(day);
      }
      this.digestsMade.set(school, stillDue);
      if (forget)
        round.forgotten += await forgetOldSubscribers(db, school, new Date(now.getTime() - unsubscribedKeptMs), now);
      if (this.deps.transport) await this.sendSchool(school, timeZone, round);
    }
    return round;
  }

  private async sendSchool(school: string, timeZone: string, round: SendRound) {
    const { db } = this.deps;
    if (!(await hasDueMails(db, school, this.deps.now()))) return;
    const cap = (await schoolAlertCap(db, school)) ?? this.deps.config.alertsDailyCap;
    const facts = await this.schoolFacts(school);
    const items = new Map<string, StoredAlertItem | undefined>();
    while (!this.stopping) {
      const now = this.deps.now();
      const dayStart = new Date(startOfSchoolDay(isoDateOf(schoolToday(timeZone, now)), timeZone));
      const room = cap - (await sentSince(db, school, dayStart));
      if (room <= 0) {
        this.deps.logger?.warn(
          { school, cap },
          "alert mails reached the school's daily cap; the rest wait for tomorrow",
        );
        return;
      }
      const claimed = await claimDueMails(
        db,
        school,
        now,
        Math.min(this.deps.batchSize ?? 100, room),
        this.deps.leaseMs ?? 5 * 60 * 1000,
      );
      if (claimed.length === 0) return;
      const concurrency = this.deps.concurrency ?? 4;
      for (let start = 0; start < claimed.length; start += concurrency) {
        await Promise.all(
          claimed
            .slice(start, start + concurrency)
            .map((mail) => this.sendOne(school, timeZone, facts, items, mail, round)),
        );
      }
    }
  }

  private async schoolFacts(school: string): Promise<SchoolFacts> {
    const profile = (await findSchool(this.deps.db, school))?.profile;
    const origin = await schoolOrigin(this.deps.db, this.deps.config, school);
    return { mail: { name: profile?.name ?? school, origin }, replyTo: profile?.email };
  }

  private async sendOne(
    school: string,
    timeZone: string,
    facts: SchoolFacts,
    items: Map<string, StoredAlertItem | undefined>,
    mail: ClaimedMail,
    round: SendRound,
  ) {
    const { db } = this.deps;
    const subscriber = await findSubscriber(db, school, mail.subscriberId);
    if (subscriber?.status !== "confirmed") {
      await markFailed(db, school, mail.id, "the address no longer receives alerts");
      round.failed++;
      return;
    }
    const links = subscriberLinks(facts.mail.origin, this.deps.secret, school, subscriber.id);
    let rendered: RenderedMail;
    if (mail.alertItemId) {
      if (!items.has(mail.alertItemId)) items.set(mail.alertItemId, await findAlertItem(db, school, mail.alertItemId));
      const item = items.get(mail.alertItemId);
      if (!item || item.heldAt) {
        await markFailed(db, school, mail.id, "held: the item changed within 10 minutes of publishing", "held");
        return;
      }
      rendered = immediateMail(facts.mail, item.message, links);
    } else {
      const day = mail.digestDay ?? "";
      const mine = itemsFor(subscriber.choices, await digestItems(db, school, digestWindow(day, timeZone)));
      if (mine.length === 0) {
        await markFailed(db, school, mail.id, "nothing left to send: the day's items were held", "held");
        return;
      }
      rendered = digestMail(
        facts.mail,
        day,
        mine.map((item) => item.message),
        links,
      );
    }
    try {
      await this.deps.transport?.send({
        from: { name: facts.mail.name, address: addressOf(this.deps.config.mailFrom) },
        replyTo: facts.replyTo,
        to: subscriber.email,
        ...rendered,
        messageId: `<alert-${mail.id}@${new URL(facts.mail.origin).hostname}>`,
        headers: unsubscribeHeaders(links.oneClick),
      });
    } catch (error) {
      await this.failed(school, mail, subscriber.id, error, round);
      return;
    }
    await markSent(db, school, mail.id, this.deps.now());
    round.sent++;
  }

  private async failed(school: string, mail: ClaimedMail, subscriberId: string, error: unknown, round: SendRound) {
    const { db } = this.deps;
    const code = responseCodeOf(error);
    const reason = error instanceof Error ? error.message : String(error);
    if (isHardBounce(code)) {
      await markFailed(db, school, mail.id, `refused by the mail server: ${reason}`);
      await recordBounce(db, school, subscriberId, reason);
      round.failed++;
      return;
    }
    const attempts = mail.attempts + 1;
    if (attempts >= maxSendAttempts) {
      await markFailed(db, school, mail.id, `gave up after ${attempts} attempts: ${reason}`);
      round.failed++;
      return;
    }
    await markRetry(
      db,
      school,
      mail.id,
      attempts,
      new Date(this.deps.now().getTime() + retryDelayMs(attempts)),
      reason,
    );
    round.retried++;
    this.deps.logger?.warn({ school, err: error }, "an alert mail was not sent; it will be tried again");
  }
}

/** Runs the sender every `everyMs` until stopped; one round at a time. The stop waits for the round. */
export function startAlertSender(
  sender: AlertSender,
  everyMs: number,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = sender
      .runOnce()
      .then(
        () => {},
        (error) => onError(error),
      )
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    sender.stop();
    await running;
  };
}
