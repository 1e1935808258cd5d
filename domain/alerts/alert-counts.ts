import { alertClasses, alertTopics } from "./alert-lists";
import type { AlertChoices } from "./alert-topics";

/**
 * The subscribers of a school counted by topic, by class and by how often (the admin area shows
 * these, never the addresses). A subscriber who named no class counts under "all classes".
 */
export type SubscriberCounts = {
  total: number;
  byTopic: Record<string, number>;
  byClass: Record<string, number>;
  allClasses: number;
  byFrequency: Record<string, number>;
};

export function countSubscribers(choices: readonly AlertChoices[]): SubscriberCounts {
  const counts: SubscriberCounts = {
    total: choices.length,
    byTopic: Object.fromEntries(alertTopics.map((topic) => [topic, 0])),
    byClass: Object.fromEntries(alertClasses.map((name) => [name, 0])),
    allClasses: 0,
    byFrequency: { immediate: 0, daily: 0 },
  };
  for (const choice of choices) {
    for (const topic of choice.topics) counts.byTopic[topic] = (counts.byTopic[topic] ?? 0) + 1;
    if (choice.classes.length === 0) counts.allClasses++;
    for (const name of choice.classes) counts.byClass[name] = (counts.byClass[name] ?? 0) + 1;
    counts.byFrequency[choice.frequency] = (counts.byFrequency[choice.frequency] ?? 0) + 1;
  }
  return counts;
}

const csvCell = (value: string) => {
  // A cell a spreadsheet would run as a formula is written as text.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The owner's export: one line per confirmed address, its choices and its consent record. */
export function subscribersCsv(
  rows: readonly {
    email: string;
    choices: AlertChoices;
    consentedAt: string;
    confirmedAt: string | null;
  }[],
): string {
  const lines = [["email", "topics", "classes", "frequency", "consented_at", "confirmed_at"].join(",")];
  for (const row of rows) {
    lines.push(
      [
        row.email,
        row.choices.topics.join(" "),
        row.choices.classes.join(" "),
        row.choices.frequency,
        row.consentedAt,
        row.confirmedAt ?? "",
      ]
        .map(csvCell)
        .join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}
