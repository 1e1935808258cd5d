import type { Context, MiddlewareHandler } from "hono";
import { type Action, can, type Role } from "#domain/roles";
import type { AppEnv } from "#server/api/deps";
import { jsonError } from "#server/api/errors";
import { visitorOf } from "#server/api/visitor";
import type { Staff } from "#server/operations/staff-deps";
import { roleIn } from "#server/operations/staff-me";
import { lookUpStaff } from "#server/operations/staff-session";
import type { AdminDeps } from "./admin-deps";
import { answering } from "./staff-answer";

export type { Staff };

export type AdminEnv = AppEnv & {
  Variables: AppEnv["Variables"] & { staff: Staff; role: Role | undefined; school: string };
};

/** 401 for anyone not signed in; the signed-in person is `staff` from here on. */
export function requireStaff(deps: AdminDeps): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    const found = await lookUpStaff(deps, c.req.raw.headers);
    if (!found) return jsonError(c, 401, "signed_out", "Sign in to continue.");
    c.set("staff", found.staff);
    return next();
  };
}

/**
 * The role of the signed-in person in the path's `:school` (server/operations/staff-me.ts's roleIn):
 * 404 for a school that does not exist, 403 for one that is not theirs.
 */
export function requireSchoolRole(deps: AdminDeps): MiddlewareHandler<AdminEnv> {
  return async (c, next) =>
    answering(c, async () => {
      const school = c.req.param("school") ?? "";
      const staff = c.get("staff");
      const role = await roleIn({ deps, staff, visitor: visitorOf(c, deps.config) }, school);
      c.set("school", school);
      c.set("role", role);
      await next();
      return c.res;
    });
}

export function forbidden(c: Context): Response {
  return jsonError(c, 403, "forbidden", "Your role does not allow this.");
}

/** The one gate of the admin routes not yet behind an operation: the route's action for the caller's role (domain/roles.ts). */
export function allow(action: Action): MiddlewareHandler<AdminEnv> {
  return async (c, next) => (can(c.get("role"), action) ? next() : forbidden(c));
}
