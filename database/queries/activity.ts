import { randomUUID } from "node:crypto";
import type { Db } from "#database/connection";
import { forSchool } from "#database/school-scope";

export type ActivityEntry = {
  id: string;
  at: string;
  userId: string | null;
  actor: string;
  kind: string;
  target: string | null;
  action: string;
  address: string;
};

export type NewActivity = Omit<ActivityEntry, "id" | "at"> & { at?: string };

export async function recordActivity(db: Db, schoolCode: string, entry: NewActivity): Promise<void> {
  await forSchool(db, schoolCode)
    .insertInto("activity")
    .values({
      id: randomUUID(),
      at: entry.at ?? new Date().toISOString(),
      user_id: entry.userId,
      actor: entry.actor,
      kind: entry.kind,
      target: entry.target,
      action: entry.action,
      address: entry.address,
    })
    .execute();
}

export type ActivityFilter = {
  /** A person's id. */
  userId?: string;
  kind?: string;
  /** ISO instants: from inclusive, to exclusive. */
  from?: string;
  to?: string;
  /** Entries before this instant: the next page of an earlier answer. */
  before?: string;
  limit: number;
};

/** One school's log, newest first. */
export async function listActivity(db: Db, schoolCode: string, filter: ActivityFilter): Promise<ActivityEntry[]> {
  let query = forSchool(db, schoolCode)
    .selectFrom("activity")
    .select(["id", "at", "user_id as userId", "actor", "kind", "target", "action", "address"]);
  if (filter.userId) query = query.where("user_id", "=", filter.userId);
  if (filter.kind) query = query.where("kind", "=", filter.kind);
  if (filter.from) query = query.where("at", ">=", filter.from);
  if (filter.to) query = query.where("at", "<", filter.to);
  if (filter.before) query = query.where("at", "<", filter.before);
  return query.orderBy("at", "desc").orderBy("id", "desc").limit(filter.limit).execute();
}

/** The kinds that occur in one school's log, for the filter's choices. */
export async function listActivityKinds(db: Db, schoolCode: string): Promise<string[]> {
  const rows = await forSchool(db, schoolCode)
    .selectFrom("activity")
    .select("kind")
    .distinct()
    .orderBy("kind")
    .execute();
  return rows.map((row) => row.kind);
}
