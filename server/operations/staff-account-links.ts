import { z } from "zod";
import { recordActivity } from "#database/queries/activity";
import { findSchool } from "#database/queries/school-content";
import { findUserByEmail } from "#database/queries/staff";
import { type InvitationLinkRecord, invitationLinkSchema, takeUpInvitationSchema } from "#domain/admin-records";
import { maxEmailLength } from "#domain/email-rule";
import { isSchoolRole } from "#domain/roles";
import { issueOneTimeLink } from "#server/auth/accounts";
import { acceptWithNewAccount, invitationOfToken } from "#server/auth/invitations";
import {
  type ResetRequestOutcome,
  resetOutcomeFor,
  resetRequestMessages,
  takeResetRequest,
} from "#server/auth/reset-requests";
import { linkBaseOf, type StaffDeps, type Visitor } from "./staff-deps";
import { invalidInput, StaffError } from "./staff-error";

/**
 * What someone who is not signed in may do with their account (decision 0077): open an invitation's
 * link, take it up with a new password when the address has no account, and ask for a reset link
 * mailed to their own address.
 */

const gone = () =>
  new StaffError(
    404,
    "not_found",
    "This invitation is not waiting any more: it was accepted, withdrawn, or it is more than a week old. Ask the school's owner for a new one.",
  );

const forgotSchema = z.object({
  email: z.email({ message: "Enter an e-mail address, like name@example.com." }).max(maxEmailLength).trim(),
});

/** What an invitation's link opens; 404 when it is not waiting any more. */
export async function openInvitation(deps: StaffDeps, token: string): Promise<InvitationLinkRecord> {
  const invitation = await invitationOfToken(deps.db, token);
  const school = invitation && (await findSchool(deps.db, invitation.schoolCode));
  if (!invitation || !school || !isSchoolRole(invitation.role)) throw gone();
  return invitationLinkSchema.parse({
    email: invitation.email,
    name: invitation.name,
    schoolName: school.profile.name,
    role: invitation.role,
    expiresAt: invitation.expiresAt,
  });
}

/**
 * Takes up an invitation with a new password, and the person's own name (the owner's, when they give
 * none); the same answer whether or not the address had an account.
 */
export async function takeUpInvitation(deps: StaffDeps, visitor: Visitor, input: unknown): Promise<{ email: string }> {
  const parsed = takeUpInvitationSchema.safeParse(input);
  if (!parsed.success) throw invalidInput(parsed.error);
  const invitation = await invitationOfToken(deps.db, parsed.data.token);
  if (!invitation) throw gone();
  const created = await acceptWithNewAccount(deps.db, deps.auth, invitation, parsed.data.password, {
    name: parsed.data.name,
  });
  if (created) {
    await recordActivity(deps.db, invitation.schoolCode, {
      userId: created.id,
      actor: invitation.email,
      kind: "user",
      target: invitation.email,
      action: `accepted the invitation as ${invitation.role}`,
      address: visitor.address,
    });
  }
  return { email: invitation.email };
}

/** Whether the sign-in page can offer a mailed link at all. */
export function mailsResetLinks(deps: StaffDeps): boolean {
  return deps.mailer !== undefined;
}

/** "Forgot your password?": the same answer for every address; the link goes only to one with an account. */
export async function requestResetLink(
  deps: StaffDeps,
  visitor: Visitor,
  input: unknown,
): Promise<{ outcome: ResetRequestOutcome; message: string }> {
  const parsed = forgotSchema.safeParse(input);
  if (!parsed.success) throw invalidInput(parsed.error);
  const { db, auth, config, mailer, logger } = deps;
  const email = parsed.data.email.toLowerCase();
  const allowed = mailer ? await takeResetRequest(db, { email, address: visitor.address }) : false;
  const outcome = resetOutcomeFor(mailer, allowed);
  if (outcome === "mailed-if-known") {
    const baseUrl = linkBaseOf(deps, visitor);
    // Not awaited: the answer comes as fast for an unknown address as for a known one.
    void (async () => {
      if (!(await findUserByEmail(db, email))) return;
      await issueOneTimeLink(auth, config, email, { mailer, baseUrl });
    })().catch((error: unknown) => logger.error({ err: error }, "reset link not mailed"));
  }
  return { outcome, message: resetRequestMessages[outcome] };
}
