import type { Hono } from "hono";
import { jsonBody } from "#server/api/admin/validation";
import * as people from "#server/operations/staff-people";
import type { AdminDeps } from "./admin-deps";
import type { AdminEnv } from "./guards";
import { answering, schoolContextOf } from "./staff-answer";

/**
 * The school's people over HTTP: who they are, their roles, invitations and reset links, each route
 * a thin adapter over server/operations/staff-people.ts, which checks the role (users.manage).
 */
export function registerPeople(school: Hono<AdminEnv>, deps: AdminDeps): void {
  const context = (c: Parameters<typeof schoolContextOf>[0]) => schoolContextOf(c, deps);

  school.get("/users", (c) => answering(c, async () => c.json({ data: await people.listPeople(context(c)) })));

  school.post("/users", (c) =>
    answering(c, async () => c.json(await people.invite(context(c), await jsonBody(c)), 201)),
  );

  school.get("/invitations", (c) =>
    answering(c, async () => c.json({ data: await people.listInvitations(context(c)) })),
  );

  school.delete("/invitations/:id", (c) =>
    answering(c, async () => {
      await people.withdrawInvitation(context(c), c.req.param("id"));
      return c.body(null, 204);
    }),
  );

  school.patch("/users/:userId", (c) =>
    answering(c, async () => c.json(await people.changeRole(context(c), c.req.param("userId"), await jsonBody(c)))),
  );

  school.delete("/users/:userId", (c) =>
    answering(c, async () => {
      await people.removePerson(context(c), c.req.param("userId"));
      return c.body(null, 204);
    }),
  );

  school.post("/users/:userId/reset-link", (c) =>
    answering(c, async () => c.json(await people.memberResetLink(context(c), c.req.param("userId")), 201)),
  );
}
