import { recordActivity } from "#database/queries/activity";
import { listSchoolInvitations, withdrawInvitation as withdrawStored } from "#database/queries/invitations";
import { findSchool } from "#database/queries/school-content";
import { countOwners, findRole, findUserByEmail, listMembers, removeMember, setRole } from "#database/queries/staff";
import {
  type InvitationRecord,
  type InviteResult,
  invitationRecord,
  inviteSchema,
  type MemberRecord,
  type OneTimeLinkRecord,
  platformAccountMessage,
  roleChangeSchema,
} from "#domain/admin-records";
import { isSchoolRole, operatorRole } from "#domain/roles";
import { issueOneTimeLink } from "#server/auth/accounts";
import { inviteToSchool, ownerMayReset } from "#server/auth/invitations";
import { actorOf, allow, linkBaseOf, type SchoolContext } from "./staff-deps";
import { invalidField, invalidInput, StaffError } from "./staff-error";

/**
 * A school's people: who they are, their roles, invitations and reset links. Owners (and the
 * operator) only: users.manage. An owner manages memberships in the school, never the credentials
 * of an account that is not the school's alone.
 */

const notInSchool = () => new StaffError(404, "not_found", "That person is not in this school.");
const lastOwner = () =>
  new StaffError(409, "last_owner", "A school needs at least one owner. Make someone else an owner first.");

async function linkOptions({ deps, visitor, school }: SchoolContext) {
  return {
    mailer: deps.mailer,
    baseUrl: linkBaseOf(deps, visitor),
    schoolName: (await findSchool(deps.db, school))?.profile.name,
  };
}

async function logUser(context: SchoolContext, target: string, action: string): Promise<void> {
  await recordActivity(context.deps.db, context.school, { ...actorOf(context), kind: "user", target, action });
}

export async function listPeople({ deps, school, role }: SchoolContext): Promise<MemberRecord[]> {
  allow(role, "users.manage");
  return (await listMembers(deps.db, school)).filter((m): m is MemberRecord => isSchoolRole(m.role));
}

export async function listInvitations({ deps, school, role }: SchoolContext): Promise<InvitationRecord[]> {
  allow(role, "users.manage");
  return (await listSchoolInvitations(deps.db, school, new Date())).map(invitationRecord);
}

/**
 * An invitation, never a membership: its holder accepts it (decision 0077). The answer is the same
 * for an address with an account and one without, so an owner learns nothing of the platform's accounts.
 */
export async function invite(context: SchoolContext, input: unknown): Promise<InviteResult> {
  const { deps, school, staff } = context;
  allow(context.role, "users.manage");
  const parsed = inviteSchema.safeParse(input);
  if (!parsed.success) throw invalidInput(parsed.error);
  const existing = await findUserByEmail(deps.db, parsed.data.email);
  if (existing && (await findRole(deps.db, school, existing.id))) {
    throw invalidField("email", "This person is already in the school.");
  }
  const options = await linkOptions(context);
  const { invitation, link, mailed } = await inviteToSchool(deps.db, {
    schoolCode: school,
    schoolName: options.schoolName ?? school,
    email: parsed.data.email,
    name: parsed.data.name,
    role: parsed.data.role,
    invitedBy: staff.id,
    baseUrl: options.baseUrl,
    mailer: deps.mailer,
  });
  await logUser(context, invitation.email, `invited as ${parsed.data.role}`);
  return { invitation: invitationRecord(invitation), link, mailed };
}

export async function withdrawInvitation(context: SchoolContext, id: string): Promise<void> {
  allow(context.role, "users.manage");
  const withdrawn = await withdrawStored(context.deps.db, context.school, id);
  if (!withdrawn) throw new StaffError(404, "not_found", "That invitation is not waiting any more.");
  await logUser(context, withdrawn.email, "withdrew the invitation");
}

export async function changeRole(context: SchoolContext, userId: string, input: unknown) {
  const { deps, school } = context;
  allow(context.role, "users.manage");
  const parsed = roleChangeSchema.safeParse(input);
  if (!parsed.success) throw invalidInput(parsed.error);
  const current = await findRole(deps.db, school, userId);
  if (!current) throw notInSchool();
  if (current === "owner" && parsed.data.role !== "owner" && (await countOwners(deps.db, school)) <= 1) {
    throw lastOwner();
  }
  await setRole(deps.db, school, userId, parsed.data.role);
  const member = (await listMembers(deps.db, school)).find((m) => m.userId === userId);
  await logUser(context, member?.email ?? userId, `role changed from ${current} to ${parsed.data.role}`);
  return { member };
}

export async function removePerson(context: SchoolContext, userId: string): Promise<void> {
  const { deps, school } = context;
  allow(context.role, "users.manage");
  const current = await findRole(deps.db, school, userId);
  if (!current) throw notInSchool();
  if (current === "owner" && (await countOwners(deps.db, school)) <= 1) throw lastOwner();
  const member = (await listMembers(deps.db, school)).find((m) => m.userId === userId);
  await removeMember(deps.db, school, userId);
  await logUser(context, member?.email ?? userId, "removed");
}

/** A reset link for a member; an account that is not the school's alone is refused (403) with the reason. */
export async function memberResetLink(context: SchoolContext, userId: string): Promise<OneTimeLinkRecord> {
  const { deps, school } = context;
  allow(context.role, "users.manage");
  const member = (await listMembers(deps.db, school)).find((m) => m.userId === userId);
  if (!member) throw notInSchool();
  // An owner holds reset authority only over an account that is this school's alone (decision 0077).
  if (context.role !== operatorRole && !(await ownerMayReset(deps.db, school, userId))) {
    throw new StaffError(403, "platform_account", platformAccountMessage);
  }
  const link = await issueOneTimeLink(deps.auth, deps.config, member.email, await linkOptions(context));
  if (!link) throw new StaffError(404, "not_found", "That person has no account.");
  await logUser(context, member.email, "issued a reset link");
  return link;
}
