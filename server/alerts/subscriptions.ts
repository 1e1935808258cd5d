import type { Logger } from "pino";
import type { Db } from "#database/connection";
import {
  confirmSubscription,
  findSubscriber,
  type Subscriber,
  saveSubscriptionRequest,
  unsubscribe,
  updateChoices,
} from "#database/queries/alert-subscribers";
import { findSchool } from "#database/queries/school-content";
import { alertTopicLabels } from "#domain/alerts/alert-lists";
import { confirmationMail } from "#domain/alerts/alert-mail";
import { confirmValidMs } from "#domain/alerts/alert-schedule";
import type { AlertChoices, SubscribeRequest } from "#domain/alerts/alert-topics";
import type { Config } from "#domain/config";
import type { FailureLimiter } from "#server/operations/failure-limiter";
import { newConfirmToken, sha256, subscriberOfToken } from "./alert-tokens";
import { type AlertTransport, addressOf } from "./alert-transport";
import { schoolOrigin } from "./school-origin";

/**
 * Subscribing, confirming, changing and leaving (decision 0089). The form's answer is the same
 * for a new address, a subscribed one and one waiting to confirm: each is sent a confirmation
 * link (a subscribed one keeps its alerts until it confirms a change), unless the address had
 * three today, which nothing on screen tells apart either.
 */

export type SubscriptionDeps = {
  db: Db;
  config: Pick<Config, "publicUrl" | "port" | "schoolCode" | "mailFrom">;
  secret: string;
  transport: AlertTransport | undefined;
  now: () => Date;
  /** Counts the form's requests per client address and school (10 in 15 minutes). */
  clientLimiter: FailureLimiter;
  logger?: Pick<Logger, "warn">;
};

export const subscribeClientLimits = { maxFailures: 10, windowMs: 15 * 60 * 1000 };

export type SubscribeOutcome =
  | { kind: "accepted" }
  | { kind: "no-mail" }
  | { kind: "too-many"; retryAfterSeconds: number };

/** What a subscriber asked for, in the words the form and the consent record use. */
export function choicesInWords(choices: AlertChoices): string {
  const topics = choices.topics.map((topic) => alertTopicLabels[topic]).join(", ");
  const classes = choices.classes.length > 0 ? ` for classes ${choices.classes.join(", ")}` : "";
  const when = choices.frequency === "daily" ? "in one daily digest at 17:00" : "as soon as published";
  return `${topics}${classes}, ${when}`;
}

export async function requestSubscription(
  deps: SubscriptionDeps,
  school: string,
  request: SubscribeRequest,
  client: string,
): Promise<SubscribeOutcome> {
  if (!deps.transport) return { kind: "no-mail" };
  const admission = await deps.clientLimiter.admit(school, `alerts ${client}`);
  if ("retryAfterSeconds" in admission) return { kind: "too-many", retryAfterSeconds: admission.retryAfterSeconds };
  const now = deps.now();
  const { token, hash } = newConfirmToken();
  const words = choicesInWords(request);
  const save = () =>
    saveSubscriptionRequest(deps.db, school, {
      email: request.email,
      choices: request,
      consentText: `E-mail alerts: ${words}. Privacy notice of /Subscribe accepted.`,
      tokenHash: hash,
      now,
      expiresAt: new Date(now.getTime() + confirmValidMs),
    });
  // Two requests for a new address at once: the second's insert meets the first's row; once more, it updates it.
  const mayMail = await save().catch(() => save());
  if (!mayMail) return { kind: "accepted" };
  const profile = (await findSchool(deps.db, school))?.profile;
  const origin = await schoolOrigin(deps.db, deps.config, school);
  const name = profile?.name ?? school;
  const mail = confirmationMail(
    { name, origin },
    `${origin}/Subscribe?confirm=${encodeURIComponent(token)}`,
    words,
    confirmValidMs / 3_600_000,
  );
  try {
    await deps.transport.send({
      from: { name, address: addressOf(deps.config.mailFrom) },
      replyTo: profile?.email,
      to: request.email,
      ...mail,
      messageId: `<confirm-${hash.slice(0, 32)}@${new URL(origin).hostname}>`,
      headers: {},
    });
  } catch (error) {
    // The answer stays the same: the person may ask again, and the log tells the operator.
    deps.logger?.warn({ school, err: error }, "a subscription's confirmation mail was not sent");
  }
  return { kind: "accepted" };
}

export function confirmByToken(deps: Pick<SubscriptionDeps, "db" | "now">, school: string, token: string) {
  return confirmSubscription(deps.db, school, sha256(token), deps.now());
}

/** The subscriber a manage link opens (any state but forgotten). */
export async function subscriberByToken(
  deps: Pick<SubscriptionDeps, "db" | "secret">,
  school: string,
  token: string,
): Promise<Subscriber | undefined> {
  const id = subscriberOfToken(deps.secret, school, token);
  return id ? findSubscriber(deps.db, school, id) : undefined;
}

export async function changeChoices(
  deps: Pick<SubscriptionDeps, "db" | "secret" | "now">,
  school: string,
  token: string,
  choices: AlertChoices,
): Promise<Subscriber | undefined> {
  const subscriber = await subscriberByToken(deps, school, token);
  if (!subscriber) return undefined;
  await updateChoices(deps.db, school, subscriber.id, choices, deps.now());
  return findSubscriber(deps.db, school, subscriber.id);
}

/** One POST, no sign-in (RFC 8058): false when the link names no one. */
export async function unsubscribeByToken(
  deps: Pick<SubscriptionDeps, "db" | "secret" | "now">,
  school: string,
  token: string,
): Promise<boolean> {
  const id = subscriberOfToken(deps.secret, school, token);
  return id ? unsubscribe(deps.db, school, id, deps.now()) : false;
}
