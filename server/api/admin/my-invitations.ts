import type { Hono } from "hono";
import type { Db } from "#database/connection";
import { recordActivity } from "#database/queries/activity";
import { declineInvitation, listInvitationsFor } from "#database/queries/invitations";
import { findSchool } from "#database/queries/school-content";
import { type MyInvitationRecord, myInvitationSchema } from "#domain/admin-records";
import { clientAddress } from "#server/api/client-address";
import { jsonError } from "#server/api/errors";
import { acceptInvitation } from "#server/auth/invitations";
import type { AdminDeps } from "./admin-deps";
import type { AdminEnv } from "./guards";

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

/**
 * A signed-in person accepts or declines an invitation addressed to them (decision 0077): only the
 * holder of the address's account can, and only then are they in the school.
 */
export function registerMyInvitations(admin: Hono<AdminEnv>, deps: AdminDeps): void {
  const { db, config } = deps;

  admin.post("/invitations/:id/accept", async (c) => {
    const staff = c.get("staff");
    const invitation = (await listInvitationsFor(db, staff.email, new Date())).find(
      (entry) => entry.id === c.req.param("id"),
    );
    if (!invitation) return jsonError(c, 404, "not_found", "That invitation is not waiting for you any more.");
    const accepted = await acceptInvitation(db, invitation, staff);
    if (!accepted.ok && accepted.code === "operator") {
      return jsonError(
        c,
        409,
        "operator",
        "An operator's account cannot join a school: it reaches every school already. Ask the school to invite another address.",
      );
    }
    if (!accepted.ok) return jsonError(c, 404, "not_found", "That invitation is not waiting for you any more.");
    await recordActivity(db, invitation.schoolCode, {
      userId: staff.id,
      actor: staff.email,
      kind: "user",
      target: staff.email,
      action: `accepted the invitation as ${invitation.role}`,
      address: clientAddress(c, config.trustProxy),
    });
    return c.json({ school: invitation.schoolCode, role: invitation.role });
  });

  admin.post("/invitations/:id/decline", async (c) => {
    const staff = c.get("staff");
    const declined = await declineInvitation(db, c.req.param("id"), staff.email);
    if (!declined) return jsonError(c, 404, "not_found", "That invitation is not waiting for you any more.");
    await recordActivity(db, declined.schoolCode, {
      userId: staff.id,
      actor: staff.email,
      kind: "user",
      target: staff.email,
      action: "declined the invitation",
      address: clientAddress(c, config.trustProxy),
    });
    return c.body(null, 204);
  });
}
