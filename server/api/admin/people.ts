import type { Context, Hono } from "hono";
import { recordActivity } from "#database/queries/activity";
import { listSchoolInvitations, withdrawInvitation } from "#database/queries/invitations";
import { findSchool } from "#database/queries/school-content";
import { countOwners, findRole, findUserByEmail, listMembers, removeMember, setRole } from "#database/queries/staff";
import {
  invitationRecord,
  inviteSchema,
  type MemberRecord,
  platformAccountMessage,
  roleChangeSchema,
} from "#domain/admin-records";
import { isSchoolRole, operatorRole } from "#domain/roles";
import { clientAddress } from "#server/api/client-address";
import { jsonError } from "#server/api/errors";
import { issueOneTimeLink } from "#server/auth/accounts";
import { inviteToSchool, ownerMayReset } from "#server/auth/invitations";
import type { AdminDeps } from "./admin-deps";
import { type AdminEnv, allow } from "./guards";
import { invalid, jsonBody } from "./validation";

/**
 * The school's people: who they are, their roles, invitations and reset links. Owners only (users.manage).
 * An owner manages memberships in the school, never the credentials of an account that is not the school's alone.
 */
export function registerPeople(school: Hono<AdminEnv>, deps: AdminDeps): void {
  const { db, auth, config, mailer } = deps;
  const who = (c: Context<AdminEnv>) => {
    const staff = c.get("staff");
    return { userId: staff.id, actor: staff.email, address: clientAddress(c, config.trustProxy) };
  };
  const linkOptions = async (schoolCode: string, requestUrl: string) => ({
    mailer,
    baseUrl: config.publicUrl ?? new URL(requestUrl).origin,
    schoolName: (await findSchool(db, schoolCode))?.profile.name,
  });

  school.get("/users", allow("users.manage"), async (c) => {
    const members = await listMembers(db, c.get("school"));
    const data = members.filter((m): m is MemberRecord => isSchoolRole(m.role));
    return c.json({ data });
  });

  // An invitation, never a membership: its holder accepts it (decision 0077). The answer is the same
  // for an address with an account and one without, so an owner learns nothing of the platform's accounts.
  school.post("/users", allow("users.manage"), async (c) => {
    const parsed = inviteSchema.safeParse(await jsonBody(c));
    if (!parsed.success) return invalid(c, parsed.error);
    const schoolCode = c.get("school");
    const existing = await findUserByEmail(db, parsed.data.email);
    if (existing && (await findRole(db, schoolCode, existing.id))) {
      return c.json(
        {
          error: {
            code: "invalid",
            message: "Some fields need attention.",
            fields: { email: "This person is already in the school." },
          },
        },
        400,
      );
    }
    const options = await linkOptions(schoolCode, c.req.url);
    const { invitation, link, mailed } = await inviteToSchool(db, {
      schoolCode,
      schoolName: options.schoolName ?? schoolCode,
      email: parsed.data.email,
      name: parsed.data.name,
      role: parsed.data.role,
      invitedBy: c.get("staff").id,
      baseUrl: options.baseUrl,
      mailer,
    });
    await recordActivity(db, schoolCode, {
      ...who(c),
      kind: "user",
      target: invitation.email,
      action: `invited as ${parsed.data.role}`,
    });
    return c.json({ invitation: invitationRecord(invitation), link, mailed }, 201);
  });

  school.get("/invitations", allow("users.manage"), async (c) => {
    const data = (await listSchoolInvitations(db, c.get("school"), new Date())).map(invitationRecord);
    return c.json({ data });
  });

  school.delete("/invitations/:id", allow("users.manage"), async (c) => {
    const schoolCode = c.get("school");
    const withdrawn = await withdrawInvitation(db, schoolCode, c.req.param("id"));
    if (!withdrawn) return jsonError(c, 404, "not_found", "That invitation is not waiting any more.");
    await recordActivity(db, schoolCode, {
      ...who(c),
      kind: "user",
      target: withdrawn.email,
      action: "withdrew the invitation",
    });
    return c.body(null, 204);
  });

  school.patch("/users/:userId", allow("users.manage"), async (c) => {
    const parsed = roleChangeSchema.safeParse(await jsonBody(c));
    if (!parsed.success) return invalid(c, parsed.error);
    const schoolCode = c.get("school");
    const userId = c.req.param("userId");
    const current = await findRole(db, schoolCode, userId);
    if (!current) return jsonError(c, 404, "not_found", "That person is not in this school.");
    if (current === "owner" && parsed.data.role !== "owner" && (await countOwners(db, schoolCode)) <= 1) {
      return jsonError(c, 409, "last_owner", "A school needs at least one owner. Make someone else an owner first.");
    }
    await setRole(db, schoolCode, userId, parsed.data.role);
    const member = (await listMembers(db, schoolCode)).find((m) => m.userId === userId);
    await recordActivity(db, schoolCode, {
      ...who(c),
      kind: "user",
      target: member?.email ?? userId,
      action: `role changed from ${current} to ${parsed.data.role}`,
    });
    return c.json({ member });
  });

  school.delete("/users/:userId", allow("users.manage"), async (c) => {
    const schoolCode = c.get("school");
    const userId = c.req.param("userId");
    const current = await findRole(db, schoolCode, userId);
    if (!current) return jsonError(c, 404, "not_found", "That person is not in this school.");
    if (current === "owner" && (await countOwners(db, schoolCode)) <= 1) {
      return jsonError(c, 409, "last_owner", "A school needs at least one owner. Make someone else an owner first.");
    }
    const member = (await listMembers(db, schoolCode)).find((m) => m.userId === userId);
    await removeMember(db, schoolCode, userId);
    await recordActivity(db, schoolCode, {
      ...who(c),
      kind: "user",
      target: member?.email ?? userId,
      action: "removed",
    });
    return c.body(null, 204);
  });

  school.post("/users/:userId/reset-link", allow("users.manage"), async (c) => {
    const schoolCode = c.get("school");
    const userId = c.req.param("userId");
    const member = (await listMembers(db, schoolCode)).find((m) => m.userId === userId);
    if (!member) return jsonError(c, 404, "not_found", "That person is not in this school.");
    // An owner holds reset authority only over an account that is this school's alone (decision 0077).
    if (c.get("role") !== operatorRole && !(await ownerMayReset(db, schoolCode, userId))) {
      return jsonError(c, 403, "platform_account", platformAccountMessage);
    }
    const link = await issueOneTimeLink(auth, config, member.email, await linkOptions(schoolCode, c.req.url));
    if (!link) return jsonError(c, 404, "not_found", "That person has no account.");
    await recordActivity(db, schoolCode, {
      ...who(c),
      kind: "user",
      target: member.email,
      action: "issued a reset link",
    });
    return c.json(link, 201);
  });
}
