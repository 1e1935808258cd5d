import type { Context, Hono } from "hono";
import { recordActivity } from "#database/queries/activity";
import { findSchool } from "#database/queries/school-content";
import { countOwners, findRole, listMembers, removeMember, setRole } from "#database/queries/staff";
import { inviteSchema, type MemberRecord, roleChangeSchema } from "#domain/admin-records";
import { isSchoolRole } from "#domain/roles";
import { clientAddress } from "#server/api/client-address";
import { jsonError } from "#server/api/errors";
import { addToSchool, ensureAccount, issueOneTimeLink } from "#server/auth/accounts";
import type { AdminDeps } from "./admin-deps";
import { type AdminEnv, allow } from "./guards";
import { invalid, jsonBody } from "./validation";

/** The school's people: who they are, their roles, invitations and reset links. Owners only (users.manage). */
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

  school.post("/users", allow("users.manage"), async (c) => {
    const parsed = inviteSchema.safeParse(await jsonBody(c));
    if (!parsed.success) return invalid(c, parsed.error);
    const schoolCode = c.get("school");
    const { person, created } = await ensureAccount(auth, db, parsed.data);
    if (await findRole(db, schoolCode, person.id)) {
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
    await addToSchool(db, schoolCode, person, parsed.data.role);
    await recordActivity(db, schoolCode, {
      ...who(c),
      kind: "user",
      target: person.email,
      action: `invited as ${parsed.data.role}`,
    });
    // Someone new sets a password through the link; someone with an account signs in as usual.
    const link = created
      ? await issueOneTimeLink(auth, config, person.email, await linkOptions(schoolCode, c.req.url))
      : undefined;
    const member = (await listMembers(db, schoolCode)).find((m) => m.userId === person.id);
    return c.json({ member, link }, 201);
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
