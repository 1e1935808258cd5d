import type { Db } from "#database/connection";
import { recordActivity } from "#database/queries/activity";
import { declineInvitation, listInvitationsFor } from "#database/queries/invitations";
import { listSchoolCodes } from "#database/queries/platform";
import { findSchool } from "#database/queries/school-content";
import { findRole, listMemberships } from "#database/queries/staff";
import { type MeRecord, type MyInvitationRecord, myInvitationSchema } from "#domain/admin-records";
import { isSchoolRole, operatorRole, type Role } from "#domain/roles";
import { acceptInvitation } from "#server/auth/invitations";
import { effectiveZone } from "#server/school-time-zones";
import { actorOf, allow, type StaffContext } from "./staff-deps";
import { StaffError } from "./staff-error";

/** The invitations waiting for a signed-in person's address, with their schools' names. */
export async function myInvitations(db: Db, email: string, now = new Date()): Promise<MyInvitationRecord[]> {
  const records: MyInvitationRecord[] = [];
  for (const invitation of await listInvitationsFor(db, email, now)) {
    const school = await findSchool(db, invitation.schoolCode);
    if (!school) continue;
    records.push(
      myInvitationSchema.parse({
        id: invitation.id,
        schoolCode: invitation.schoolCode,
        schoolName: school.profile.name,
        role: invitation.role,
        expiresAt: invitation.expiresAt,
      }),
    );
  }
  return records;
}

/** Who is signed in: their schools, with their role in each, and the invitations waiting for them. */
export async function me({ deps: { db, config }, staff }: StaffContext): Promise<MeRecord> {
  // The zone each school's dates and times are in (decision 0085), from the profile already read here.
  const zoneOf = (school: { profile: { timeZone?: string } }) =>
    effectiveZone(school.profile.timeZone, config.timeZone);
  const schools: MeRecord["schools"] = [];
  for (const membership of await listMemberships(db, staff.id)) {
    if (!isSchoolRole(membership.role)) continue;
    const school = await findSchool(db, membership.schoolCode);
    if (school)
      schools.push({ code: school.code, name: school.profile.name, role: membership.role, timeZone: zoneOf(school) });
  }
  // The operator may open every school; as operator where they hold no role of their own.
  if (staff.operator) {
    for (const code of await listSchoolCodes(db)) {
      if (schools.some((entry) => entry.code === code)) continue;
      const school = await findSchool(db, code);
      if (school) schools.push({ code, name: school.profile.name, role: "operator", timeZone: zoneOf(school) });
    }
  }
  return {
    user: { id: staff.id, name: staff.name, email: staff.email },
    operator: staff.operator,
    schools,
    invitations: await myInvitations(db, staff.email),
  };
}

/**
 * The person's role in `school`: their membership's, or the operator's in any school.
 * 404 for a school that does not exist, 403 for one that is not theirs.
 */
export async function roleIn({ deps: { db }, staff }: StaffContext, school: string): Promise<Role> {
  if (!(await findSchool(db, school))) throw new StaffError(404, "not_found", `There is no school "${school}".`);
  const stored = await findRole(db, school, staff.id);
  const role: Role | undefined = isSchoolRole(stored) ? stored : staff.operator ? operatorRole : undefined;
  allow(role, "admin.enter");
  return role as Role;
}

const notWaiting = () => new StaffError(404, "not_found", "That invitation is not waiting for you any more.");

/**
 * The signed-in person accepts an invitation addressed to them (decision 0077): only the holder of
 * the address's account can, and only then are they in the school.
 */
export async function acceptMyInvitation(context: StaffContext, id: string) {
  const { deps, staff } = context;
  const invitation = (await listInvitationsFor(deps.db, staff.email, new Date())).find((entry) => entry.id === id);
  if (!invitation) throw notWaiting();
  const accepted = await acceptInvitation(deps.db, invitation, staff);
  if (!accepted.ok && accepted.code === "operator") {
    throw new StaffError(
      409,
      "operator",
      "An operator's account cannot join a school: it reaches every school already. Ask the school to invite another address.",
    );
  }
  if (!accepted.ok) throw notWaiting();
  await recordActivity(deps.db, invitation.schoolCode, {
    ...actorOf(context),
    kind: "user",
    target: staff.email,
    action: `accepted the invitation as ${invitation.role}`,
  });
  return { school: invitation.schoolCode, role: invitation.role };
}

export async function declineMyInvitation(context: StaffContext, id: string): Promise<void> {
  const { deps, staff } = context;
  const declined = await declineInvitation(deps.db, id, staff.email);
  if (!declined) throw notWaiting();
  await recordActivity(deps.db, declined.schoolCode, {
    ...actorOf(context),
    kind: "user",
    target: staff.email,
    action: "declined the invitation",
  });
}
