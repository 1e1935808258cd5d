import type { Hono } from "hono";
import { acceptMyInvitation, declineMyInvitation } from "#server/operations/staff-me";
import type { AdminDeps } from "./admin-deps";
import type { AdminEnv } from "./guards";
import { answering, staffContextOf } from "./staff-answer";

/**
 * A signed-in person accepts or declines an invitation addressed to them (decision 0077), over HTTP:
 * thin adapters over server/operations/staff-me.ts.
 */
export function registerMyInvitations(admin: Hono<AdminEnv>, deps: AdminDeps): void {
  admin.post("/invitations/:id/accept", (c) =>
    answering(c, async () => c.json(await acceptMyInvitation(staffContextOf(c, deps), c.req.param("id")))),
  );

  admin.post("/invitations/:id/decline", (c) =>
    answering(c, async () => {
      await declineMyInvitation(staffContextOf(c, deps), c.req.param("id"));
      return c.body(null, 204);
    }),
  );
}
