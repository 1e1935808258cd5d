import { z } from "zod";
import type { Subscriber } from "#database/queries/alert-subscribers";
import { alertChoicesSchema, subscribeSchema } from "#domain/alerts/alert-topics";
import {
  changeChoices,
  confirmByToken,
  requestSubscription,
  type SubscriptionDeps,
  subscriberByToken,
  unsubscribeByToken,
} from "#server/alerts/subscriptions";

/**
 * Parents' alerts (decision 0089), for anyone: ask for alerts, confirm, read and change one's
 * choices, unsubscribe. /Subscribe's loader and action call these in the process, for the site's
 * school and the visitor's address; the public alerts API (server/alerts/alert-routes.ts) adapts
 * them for a mail's one-click unsubscribe and any other client.
 */

const tokenSchema = z.object({ token: z.string().min(1).max(200) });
const preferencesSchema = tokenSchema.extend(alertChoicesSchema.partial().shape);

/** A subscriber as the page and the API show them: never anyone else's. */
export type SubscriberView = {
  email: string;
  status: string;
  topics: string[];
  classes: string[];
  frequency: string;
};

const view = (subscriber: Subscriber): SubscriberView => ({
  email: subscriber.email,
  status: subscriber.status,
  topics: subscriber.choices.topics,
  classes: subscriber.choices.classes,
  frequency: subscriber.choices.frequency,
});

const fieldsOf = (error: z.ZodError) =>
  Object.fromEntries(error.issues.map((issue) => [String(issue.path[0]), issue.message]));

export type SubscribeAnswer =
  | { kind: "accepted" }
  | { kind: "invalid"; fields: Record<string, string> }
  | { kind: "no-mail" }
  | { kind: "too-many"; retryAfterSeconds: number };

/** A choice's change: the subscriber after it, the fields at fault, or nothing for a link that names no one. */
export type PreferencesAnswer = { subscriber: SubscriberView } | { fields: Record<string, string> } | undefined;

function operations(deps: SubscriptionDeps, school: string, client: string) {
  return {
    /** `{email, topics, classes, frequency}`: the same answer for every address (a confirmation mail, or none). */
    subscribe: async (input: unknown): Promise<SubscribeAnswer> => {
      const parsed = subscribeSchema.safeParse(input);
      if (!parsed.success) return { kind: "invalid", fields: fieldsOf(parsed.error) };
      return requestSubscription(deps, school, parsed.data, client);
    },
    /** The confirmation link's token; undefined for one that has expired or was used. */
    confirm: async (token: unknown): Promise<SubscriberView | undefined> => {
      const parsed = tokenSchema.safeParse({ token });
      const subscriber = parsed.success ? await confirmByToken(deps, school, parsed.data.token) : undefined;
      return subscriber ? view(subscriber) : undefined;
    },
    /** `{token}` reads the choices; with the choices, changes them. */
    preferences: async (input: unknown): Promise<PreferencesAnswer> => {
      const parsed = preferencesSchema.safeParse(input);
      if (!parsed.success) return undefined;
      const { token, topics, classes, frequency } = parsed.data;
      if (topics === undefined && frequency === undefined) {
        const subscriber = await subscriberByToken(deps, school, token);
        return subscriber ? { subscriber: view(subscriber) } : undefined;
      }
      const choices = alertChoicesSchema.safeParse({ topics, classes, frequency });
      if (!choices.success) return { fields: fieldsOf(choices.error) };
      const subscriber = await changeChoices(deps, school, token, choices.data);
      return subscriber ? { subscriber: view(subscriber) } : undefined;
    },
    /** False when the link names no one. */
    unsubscribe: async (token: unknown): Promise<boolean> => {
      const parsed = tokenSchema.safeParse({ token });
      return parsed.success ? unsubscribeByToken(deps, school, parsed.data.token) : false;
    },
  };
}

/** A school's alerts operations for one visitor (their address counts the form's requests). */
export type ParentAlerts = ReturnType<typeof operations>;

export function parentAlerts(deps: SubscriptionDeps, school: string, client: string): ParentAlerts {
  return operations(deps, school, client);
}
