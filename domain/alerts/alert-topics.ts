import { z } from "zod";
import { maxEmailLength } from "#domain/email-rule";
import { type AlertTopic, alertClasses, alertFrequencies, alertTopics } from "./alert-lists";

/** A file an alert links to (never attaches): its stored path and the name a parent reads. */
export type AlertFile = { readonly path: string; readonly label: string };

/** What a mail says of one item: made by its kind's `alert` description from the published item. */
export type AlertMessage = {
  readonly title: string;
  /** The item's own date (`YYYY-MM-DD`), when it has one. */
  readonly date: string | null;
  readonly summary: string;
  /** The site's page for it, as a path (`/Circulars?id=…`). */
  readonly path: string;
  /** The classes it is for; empty for the whole school (only circulars name classes). */
  readonly classes: readonly string[];
  readonly files: readonly AlertFile[];
};

/**
 * How a kind alerts parents: the topic its items are sent under, and what the mail shows. Method
 * syntax on purpose, as the search mapping's: a kind's description reads its own item type.
 */
export type KindAlert<T = never> = {
  readonly topic: AlertTopic;
  message(item: T): AlertMessage;
};

/** The choices a parent makes on /Subscribe (and on the preferences page): checked at the boundary. */
export const alertChoicesSchema = z.object({
  topics: z
    .array(z.enum(alertTopics))
    .min(1, { message: "Choose at least one: Notices, Circulars, News or Events." })
    .transform((topics) => alertTopics.filter((topic) => topics.includes(topic))),
  classes: z
    .array(z.enum(alertClasses))
    .default([])
    .transform((classes) => alertClasses.filter((name) => classes.includes(name))),
  frequency: z.enum(alertFrequencies, { message: "Choose how often." }),
});
export type AlertChoices = z.infer<typeof alertChoicesSchema>;

export const subscribeSchema = alertChoicesSchema.extend({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(maxEmailLength, { message: `Enter an e-mail address of at most ${maxEmailLength} characters.` })
    .pipe(z.email({ message: "Enter an e-mail address, like name@example.com." })),
});
export type SubscribeRequest = z.infer<typeof subscribeSchema>;

/**
 * Whether an item goes to a subscriber: its topic is one they chose, and when both the item and
 * the subscriber name classes, they share one (a circular for the whole school goes to everyone).
 */
export function alertMatches(
  choices: { topics: readonly string[]; classes: readonly string[] },
  item: { topic: string; classes: readonly string[] },
): boolean {
  if (!choices.topics.includes(item.topic)) return false;
  if (choices.classes.length === 0 || item.classes.length === 0) return true;
  return item.classes.some((name) => choices.classes.includes(name));
}
