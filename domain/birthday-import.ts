import type { BirthdayRow } from "./birthday-csv";
import { nameKey } from "./tc-keys";

/**
 * What a birthday import would do, in its two ways (issue 23). One class's CSV used to replace
 * the whole school's list ("0 kept, 3 added, 537 removed"), and nothing said so beforehand. The
 * default is now to add and update: a student is matched by name and class, their birthday
 * corrected if it differs, and nobody else is touched. Replacing the whole list is a separate,
 * explicit choice, and its plan says how many entries go, class by class, before anything is saved.
 */
export type ImportMode = "merge" | "replace";
export const importModes: readonly ImportMode[] = ["merge", "replace"];

/** A stored birthday, as much of it as the plans read. */
export type StoredBirthday = { _id: string; name: string; class: string; date: string };

export type MergePlan = {
  /** Stored entries whose date the file corrects. */
  updates: Array<{ id: string; date: string }>;
  /** Rows of students not listed yet. */
  additions: BirthdayRow[];
  /** Rows that match a stored entry exactly. */
  unchanged: number;
};

export type ReplacePlan = {
  /** Stored entries the file lists again (same name, class and day): kept with their photo and consent. */
  kept: number;
  added: number;
  removed: number;
  /** The removed entries counted by class, in the order classes first appear in the stored list. */
  removedByClass: Array<{ class: string; count: number }>;
};

export type ImportPlans = {
  merge: { added: number; updated: number; unchanged: number };
  replace: ReplacePlan;
};

const classKey = (klass: string) => klass.trim().toLowerCase();
/** Who a row is when adding and updating: the same name in the same class. */
const student = (row: { name: string; class: string }) => `${nameKey(row.name)}\u0000${classKey(row.class)}`;
/** Who a row is when replacing: the same name, class and day, as decision 0067 keeps them. */
export const sameBirthday = (row: { name: string; class: string; date: string }) => `${student(row)}\u0000${row.date}`;

/** Stored entries by a key, each key's entries in stored order, so equal rows pair one to one. */
function queues<T extends StoredBirthday>(stored: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const byKey = new Map<string, T[]>();
  for (const item of stored) byKey.set(key(item), [...(byKey.get(key(item)) ?? []), item]);
  return byKey;
}

export function mergePlan(stored: readonly StoredBirthday[], rows: readonly BirthdayRow[]): MergePlan {
  const listed = queues(stored, student);
  const plan: MergePlan = { updates: [], additions: [], unchanged: 0 };
  for (const row of rows) {
    const match = listed.get(student(row))?.shift();
    if (!match) plan.additions.push(row);
    else if (match.date === row.date) plan.unchanged += 1;
    else plan.updates.push({ id: match._id, date: row.date });
  }
  return plan;
}

export function replacePlan(stored: readonly StoredBirthday[], rows: readonly BirthdayRow[]): ReplacePlan {
  const listed = queues(stored, sameBirthday);
  const keptIds = new Set<string>();
  for (const row of rows) {
    const match = listed.get(sameBirthday(row))?.shift();
    if (match) keptIds.add(match._id);
  }
  const removedByClass = new Map<string, { class: string; count: number }>();
  for (const item of stored) {
    if (keptIds.has(item._id)) continue;
    const entry = removedByClass.get(classKey(item.class)) ?? { class: item.class.trim(), count: 0 };
    entry.count += 1;
    removedByClass.set(classKey(item.class), entry);
  }
  return {
    kept: keptIds.size,
    added: rows.length - keptIds.size,
    removed: stored.length - keptIds.size,
    removedByClass: [...removedByClass.values()],
  };
}

export function importPlans(stored: readonly StoredBirthday[], rows: readonly BirthdayRow[]): ImportPlans {
  const merge = mergePlan(stored, rows);
  return {
    merge: { added: merge.additions.length, updated: merge.updates.length, unchanged: merge.unchanged },
    replace: replacePlan(stored, rows),
  };
}
