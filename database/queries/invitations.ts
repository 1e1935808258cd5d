import { randomUUID } from "node:crypto";
import type { Db } from "#database/connection";
import { unscoped } from "#database/unscoped";
import type { SchoolRole } from "#domain/roles";

/*
 * Invitations to a school (decision 0077). An invitation names a school, but the person it names
 * finds theirs across schools (by e-mail, on their dashboard) and a link finds its own (by the
 * token's hash): so this module is one of those biome.json lets use the unscoped handle, and
 * every function of one school takes its code.
 */

export type Invitation = {
  id: string;
  schoolCode: string;
  email: string;
  name: string | null;
  role: string;
  createdAt: string;
  expiresAt: string;
};

const columns = [
  "id",
  "school_code as schoolCode",
  "email",
  "name",
  "role",
  "created_at as createdAt",
  "expires_at as expiresAt",
] as const;

export type NewInvitation = {
  email: string;
  name?: string;
  role: SchoolRole;
  tokenHash: string;
  invitedBy: string;
  now: Date;
  expiresAt: Date;
};

/**
 * Invites `email` to the school, or renews the invitation it already has there (a new role, a new
 * token, a new expiry: the old link stops working).
 */
export async function saveInvitation(db: Db, schoolCode: string, invitation: NewInvitation): Promise<Invitation> {
  const values = {
    name: invitation.name ?? null,
    role: invitation.role,
    token_hash: invitation.tokenHash,
    invited_by: invitation.invitedBy,
    created_at: invitation.now.toISOString(),
    expires_at: invitation.expiresAt.toISOString(),
  };
  // Invitations nobody took up in their week go when the school invites again: the table stays small.
  await unscoped(db)
    .deleteFrom("invitation")
    .where("school_code", "=", schoolCode)
    .where("expires_at", "<=", invitation.now.toISOString())
    .execute();
  await unscoped(db)
    .insertInto("invitation")
    .values({ id: randomUUID(), school_code: schoolCode, email: invitation.email, ...values })
    .onConflict((oc) => oc.columns(["school_code", "email"]).doUpdateSet(values))
    .execute();
  return unscoped(db)
    .selectFrom("invitation")
    .select(columns)
    .where("school_code", "=", schoolCode)
    .where("email", "=", invitation.email)
    .executeTakeFirstOrThrow();
}

/** The school's invitations still waiting (not expired at `now`), newest first. */
export async function listSchoolInvitations(db: Db, schoolCode: string, now: Date): Promise<Invitation[]> {
  return unscoped(db)
    .selectFrom("invitation")
    .select(columns)
    .where("school_code", "=", schoolCode)
    .where("expires_at", ">", now.toISOString())
    .orderBy("created_at", "desc")
    .orderBy("email")
    .execute();
}

/** Withdraws one of the school's invitations; false when it had none with that id. */
export async function withdrawInvitation(db: Db, schoolCode: string, id: string): Promise<Invitation | undefined> {
  const invitation = await unscoped(db)
    .selectFrom("invitation")
    .select(columns)
    .where("school_code", "=", schoolCode)
    .where("id", "=", id)
    .executeTakeFirst();
  if (!invitation) return undefined;
  await unscoped(db).deleteFrom("invitation").where("school_code", "=", schoolCode).where("id", "=", id).execute();
  return invitation;
}

/** The invitation a link's token opens, while it has not expired. */
export async function findInvitationByTokenHash(db: Db, tokenHash: string, now: Date): Promise<Invitation | undefined> {
  return unscoped(db)
    .selectFrom("invitation")
    .select(columns)
    .where("token_hash", "=", tokenHash)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
}

/** The invitations waiting for one e-mail address, in every school, while they have not expired. */
export async function listInvitationsFor(db: Db, email: string, now: Date): Promise<Invitation[]> {
  return unscoped(db)
    .selectFrom("invitation")
    .select(columns)
    .where("email", "=", email.toLowerCase())
    .where("expires_at", ">", now.toISOString())
    .orderBy("created_at", "desc")
    .execute();
}

/**
 * Takes up an invitation: the person becomes a member with the invited role, and the invitation is
 * gone, in one transaction. False when the invitation was already taken up or withdrawn meanwhile.
 */
export async function takeUpInvitation(db: Db, invitation: Invitation, userId: string, now: Date): Promise<boolean> {
  return unscoped(db)
    .transaction()
    .execute(async (trx) => {
      const deleted = await trx
        .deleteFrom("invitation")
        .where("id", "=", invitation.id)
        .where("school_code", "=", invitation.schoolCode)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) return false;
      await trx
        .insertInto("membership")
        .values({
          school_code: invitation.schoolCode,
          user_id: userId,
          role: invitation.role,
          created_at: now.toISOString(),
        })
        .onConflict((oc) => oc.columns(["school_code", "user_id"]).doNothing())
        .execute();
      return true;
    });
}

/** Declines an invitation addressed to `email`. */
export async function declineInvitation(db: Db, id: string, email: string): Promise<Invitation | undefined> {
  const invitation = await unscoped(db)
    .selectFrom("invitation")
    .select(columns)
    .where("id", "=", id)
    .where("email", "=", email.toLowerCase())
    .executeTakeFirst();
  if (!invitation) return undefined;
  await unscoped(db).deleteFrom("invitation").where("id", "=", id).execute();
  return invitation;
}
