import type { Db } from "#database/connection";
import { recordActivity } from "#database/queries/activity";
import { findSchool } from "#database/queries/school-content";
import { listMemberships } from "#database/queries/staff";

export type ActivityWhat = { kind: string; target: string | null; action: string };
export type ActivityWho = { userId: string | null; actor: string; address: string };

/**
 * Writes one entry for what a person did to their own account (signing in, a passkey, a session):
 * into the log of every school they work for, since each of those schools' owners answers for
 * who reaches its admin area. Someone unknown (a failed sign-in with an e-mail no one has) is
 * written into the log of the school whose site they tried.
 */
export async function recordPersonalActivity(
  db: Db,
  siteSchool: string,
  who: ActivityWho,
  what: ActivityWhat,
): Promise<void> {
  const memberships = who.userId ? await listMemberships(db, who.userId) : [];
  if (memberships.length > 0) {
    for (const { schoolCode } of memberships) await recordActivity(db, schoolCode, { ...who, ...what });
  } else if (await findSchool(db, siteSchool)) {
    // A site whose school is gone (removed by the operator) has no log to write into.
    await recordActivity(db, siteSchool, { ...who, ...what });
  }
}

/**
 * A failed sign-in: into the log of the school whose site it was tried on (its owner answers for
 * who knocks at its door), and, when the e-mail is someone's, into each of their schools' logs. The
 * site's entry names the person only when they work there: another school's log must not learn who
 * has an account.
 */
export async function recordFailedSignInActivity(db: Db, siteSchool: string, who: ActivityWho): Promise<void> {
  const what = { kind: "sign-in", action: "failed to sign in" };
  const memberships = who.userId ? await listMemberships(db, who.userId) : [];
  const schools = new Set(memberships.map((membership) => membership.schoolCode));
  for (const schoolCode of schools) await recordActivity(db, schoolCode, { ...who, ...what, target: who.userId });
  if (!schools.has(siteSchool) && (await findSchool(db, siteSchool))) {
    await recordActivity(db, siteSchool, { ...who, ...what, userId: null, target: null });
  }
}
