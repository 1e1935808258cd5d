import type { Db } from "#database/connection";
import { unscoped } from "#database/unscoped";
import type { SchoolRole } from "#domain/roles";

/*
 * People and their schools. A membership names a school, but a person's memberships span
 * schools (the switcher lists them) and the people of a school are read with their accounts
 * (better-auth's auth_user, a platform table): so this module is one of those biome.json lets
 * use the unscoped handle, and every function of one school takes its code.
 */

export type Member = { userId: string; name: string; email: string; role: string; since: string };
export type Membership = { schoolCode: string; role: string };

/** The people of one school, by name. */
export async function listMembers(db: Db, schoolCode: string): Promise<Member[]> {
  const rows = await unscoped(db)
    .selectFrom("membership")
    .innerJoin("auth_user", "auth_user.id", "membership.user_id")
    .select([
      "membership.user_id as userId",
      "auth_user.name as name",
      "auth_user.email as email",
      "membership.role as role",
      "membership.created_at as since",
    ])
    .where("membership.school_code", "=", schoolCode)
    .orderBy("auth_user.name")
    .orderBy("auth_user.email")
    .execute();
  return rows;
}

/** A person's role in one school, or undefined when they have none there. */
export async function findRole(db: Db, schoolCode: string, userId: string): Promise<string | undefined> {
  const row = await unscoped(db)
    .selectFrom("membership")
    .select("role")
    .where("school_code", "=", schoolCode)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.role;
}

/**
 * The schools a person works for, by code. The one query of a person's memberships that spans
 * schools: it is how the admin area offers the schools to switch between.
 */
export async function listMemberships(db: Db, userId: string): Promise<Membership[]> {
  return unscoped(db)
    .selectFrom("membership")
    .select(["school_code as schoolCode", "role"])
    .where("user_id", "=", userId)
    .orderBy("school_code")
    .execute();
}

/** Gives a person a role in a school, or changes the one they have. */
export async function setRole(db: Db, schoolCode: string, userId: string, role: SchoolRole): Promise<void> {
  await unscoped(db)
    .insertInto("membership")
    .values({ school_code: schoolCode, user_id: userId, role, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(["school_code", "user_id"]).doUpdateSet({ role }))
    .execute();
}

/** Takes a person out of a school; their account and their other schools stay. */
export async function removeMember(db: Db, schoolCode: string, userId: string): Promise<boolean> {
  const result = await unscoped(db)
    .deleteFrom("membership")
    .where("school_code", "=", schoolCode)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** How many owners a school has: the last one may not leave or step down. */
export async function countOwners(db: Db, schoolCode: string): Promise<number> {
  const row = await unscoped(db)
    .selectFrom("membership")
    .select((eb) => eb.fn.countAll<string | number>().as("owners"))
    .where("school_code", "=", schoolCode)
    .where("role", "=", "owner")
    .executeTakeFirstOrThrow();
  return Number(row.owners);
}

export async function isOperator(db: Db, userId: string): Promise<boolean> {
  const row = await unscoped(db)
    .selectFrom("platform_operator")
    .select("user_id")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function makeOperator(db: Db, userId: string): Promise<void> {
  await unscoped(db)
    .insertInto("platform_operator")
    .values({ user_id: userId, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
}

/** A person by e-mail (stored lower-case by better-auth). */
/** The names of the accounts of these addresses (lower-case), by address; an address with none is left out. */
export async function namesByEmail(db: Db, emails: readonly string[]): Promise<Map<string, string>> {
  if (emails.length === 0) return new Map();
  const rows = await unscoped(db)
    .selectFrom("auth_user")
    .select(["email", "name"])
    .where("email", "in", [...new Set(emails)])
    .execute();
  return new Map(rows.map((row) => [row.email, row.name]));
}

export async function findUserByEmail(
  db: Db,
  email: string,
): Promise<{ id: string; name: string; email: string } | undefined> {
  return unscoped(db)
    .selectFrom("auth_user")
    .select(["id", "name", "email"])
    .where("email", "=", email.toLowerCase())
    .executeTakeFirst();
}
