import type { Context, MiddlewareHandler } from "hono";
import type { Db } from "#database/connection";
import { findSchool } from "#database/queries/school-content";
import { findRole, isOperator } from "#database/queries/staff";
import { type Action, can, isSchoolRole, operatorRole, type Role } from "#domain/roles";
import type { AppEnv } from "#server/api/deps";
import { jsonError } from "#server/api/errors";
import type { Auth } from "#server/auth/auth";

export type Staff = { id: string; name: string; email: string; operator: boolean };

export type AdminEnv = AppEnv & {
  Variables: AppEnv["Variables"] & { staff: Staff; role: Role | undefined; school: string };
};

/** 401 for anyone not signed in; the signed-in person is `staff` from here on. */
export function requireStaff(auth: Auth, db: Db): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
    if (!session) return jsonError(c, 401, "signed_out", "Sign in to continue.");
    const { id, name, email } = session.user;
    c.set("staff", { id, name, email, operator: await isOperator(db, id) });
    return next();
  };
}

/**
 * The role of the signed-in person in the path's `:school`: their membership's, or the operator's
 * in any school. 404 for a school that does not exist, 403 for one that is not theirs.
 */
export function requireSchoolRole(db: Db): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    const school = c.req.param("school") ?? "";
    if (!(await findSchool(db, school))) return jsonError(c, 404, "not_found", `There is no school "${school}".`);
    const staff = c.get("staff");
    const stored = await findRole(db, school, staff.id);
    const role: Role | undefined = isSchoolRole(stored) ? stored : staff.operator ? operatorRole : undefined;
    if (!can(role, "admin.enter")) return forbidden(c);
    c.set("school", school);
    c.set("role", role);
    return next();
  };
}

export function forbidden(c: Context): Response {
  return jsonError(c, 403, "forbidden", "Your role does not allow this.");
}

/** The one gate of every admin route: the route's action for the caller's role (domain/roles.ts). */
export function allow(action: Action): MiddlewareHandler<AdminEnv> {
  return async (c, next) => (can(c.get("role"), action) ? next() : forbidden(c));
}
