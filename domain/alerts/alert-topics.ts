import { z } from "zod";
import { maxEmailLength } from "#domain/email-rule";

/**
 * Parents' e-mail alerts (issue 27, decision 0089): what a parent may ask for. The topics are the
 * kinds whose file has an `alert` description (domain/kinds/*.ts); this is their list of names,
 * which a kind's description picks one of, and the form shows in this order.
 */
export const alertTopics = ["notices", "circulars", "news", "events"] as const;
export type AlertTopic = (typeof alertTopics)[number];

export const alertTopicLabels: Record<AlertTopic, string> = {
  notices: "Notices",
  circulars: "Circulars",
  news: "News",
  events: "Events",
};

/** A CBSE school's classes, in school order (the circulars' list, repeated so domain/alerts stands alone). */
export const alertClasses = [
  "Nursery",
  "LKG",
  "UKG",
  "I",
  "II",
  "III",
  "IV",
  "V",
  "VI",
  "VII",
  "VIII",
  "IX",
  "X",
  "XI",
  "XII",
] as const;
export type AlertClass = (typeof alertClasses)[number];

/** As soon as published, or one digest a day at 17:00 school time. */
export const alertFrequencies = ["immediate", "daily"] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];

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
