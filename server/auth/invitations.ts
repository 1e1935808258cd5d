import { createHash, randomBytes } from "node:crypto";
import type { Db } from "#database/connection";
import {
  findInvitationByTokenHash,
  type Invitation,
  saveInvitation,
  takeUpInvitation,
} from "#database/queries/invitations";
import { findUserByEmail, isOperator, listMemberships } from "#database/queries/staff";
import { fallbackName } from "#domain/display-name";
import type { SchoolRole } from "#domain/roles";
import type { Auth } from "./auth";
import type { Mailer } from "./mailer";

/** How long an invitation waits: a week, since a school's staff may read mail once a week in the holidays. */
export const invitationSeconds = 7 * 24 * 60 * 60;

/** The SHA-256 of a link's token, as the table keeps it. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** The address of the page where an invitation's token is taken up. */
export function invitationUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/admin/invitation?token=${encodeURIComponent(token)}`;
}

export type InvitationLink = { link: string; expiresAt: string; mailed: boolean };

/**
 * Invites an e-mail address to a school (decision 0077). The answer is the same whether or not the
 * address has an account: a pending invitation and its link. With a mail server the link goes only
 * to the address, and the owner is told it was mailed; without one the owner carries the link.
 */
export async function inviteToSchool(
  db: Db,
  input: {
    schoolCode: string;
    schoolName: string;
    email: string;
    name?: string;
    role: SchoolRole;
    invitedBy: string;
    baseUrl: string;
    mailer?: Mailer;
    now?: Date;
  },
): Promise<{ invitation: Invitation; link?: InvitationLink; mailed: boolean }> {
  const now = input.now ?? new Date();
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + invitationSeconds * 1000);
  const invitation = await saveInvitation(db, input.schoolCode, {
    email: input.email,
    name: input.name,
    role: input.role,
    tokenHash: tokenHash(token),
    invitedBy: input.invitedBy,
    now,
    expiresAt,
  });
  const link = invitationUrl(input.baseUrl, token);
  if (input.mailer) {
    await input.mailer({
      to: input.email,
      subject: `You are invited to ${input.schoolName}'s website`,
      text: [
        `You are invited to help keep ${input.schoolName}'s website current, as ${input.role}.`,
        "",
        "Open this link to accept:",
        "",
        link,
        "",
        "It works until the invitation is a week old. If you did not expect this mail, ignore it.",
      ].join("\n"),
    });
    return { invitation, mailed: true };
  }
  return { invitation, link: { link, expiresAt: expiresAt.toISOString(), mailed: false }, mailed: false };
}

/** The invitation a link's token opens, while it waits. */
export function invitationOfToken(db: Db, token: string, now = new Date()): Promise<Invitation | undefined> {
  return findInvitationByTokenHash(db, tokenHash(token), now);
}

export type Acceptance = { ok: true } | { ok: false; code: "operator" | "gone" };

/**
 * A signed-in person takes up an invitation addressed to them. An operator's account never joins a
 * school (it reaches every school already, and a school must never hold power over it).
 */
export async function acceptInvitation(
  db: Db,
  invitation: Invitation,
  person: { id: string },
  now = new Date(),
): Promise<Acceptance> {
  if (await isOperator(db, person.id)) return { ok: false, code: "operator" };
  return (await takeUpInvitation(db, invitation, person.id, now)) ? { ok: true } : { ok: false, code: "gone" };
}

/**
 * Someone with the link chooses a password. Only an address with no account gets one made here,
 * joined to the school. An address that has an account is left as it is, whatever was typed: its
 * holder signs in with their own password and accepts on the dashboard. The caller answers both
 * the same way, so the link tells no one whether the address had an account. The new account, or
 * undefined when none was made.
 */
export async function acceptWithNewAccount(
  db: Db,
  auth: Auth,
  invitation: Invitation,
  password: string,
  options: { name?: string; now?: Date } = {},
): Promise<{ id: string } | undefined> {
  const now = options.now ?? new Date();
  if (await findUserByEmail(db, invitation.email)) return undefined;
  const context = await auth.$context;
  // The person's own name, else the one the owner gave, else (an invitation from before names) the address's start.
  const name = options.name?.trim() || invitation.name?.trim() || fallbackName(invitation.email);
  const user = await context.internalAdapter.createUser(
    { email: invitation.email, name, emailVerified: false },
    { method: "admin" },
  );
  if (!(await takeUpInvitation(db, invitation, user.id, now))) return undefined;
  const token = await auth.issuePasswordToken(invitation.email);
  if (token) await auth.api.resetPassword({ body: { token, newPassword: password } });
  return { id: user.id };
}

/**
 * Whether a school's owner may make a reset link for an account: only one whose one membership is
 * in that school and which is not an operator's. Any other account belongs to the platform: it
 * resets by a link mailed to its own address, or one the operator makes.
 */
export async function ownerMayReset(db: Db, schoolCode: string, userId: string): Promise<boolean> {
  if (await isOperator(db, userId)) return false;
  const memberships = await listMemberships(db, userId);
  return memberships.length === 1 && memberships[0].schoolCode === schoolCode;
}
