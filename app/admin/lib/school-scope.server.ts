import type { RouterContextProvider } from "react-router";
import { data } from "react-router";
import { siteOf } from "#app/load-context.ts";
import { type Action, can } from "#domain/roles";
import type { StaffSchoolOperations } from "#server/operations/staff-session";
import { adminScope } from "./active-school.server";
import { loaded, staffOf } from "./staff.server";

/** A page's way to its school's operations, with the request a refusal is answered for (sign in, the error page). */
export type Caller = { request: Request; ops: StaffSchoolOperations };

/**
 * What a page of one school needs: the person's operations, the school, and their role there. A page
 * whose action the role does not allow answers 403; the operations would refuse it anyway. `caller`
 * holds the school's operations (server/operations/staff-session.ts), called in the process.
 */
export async function schoolPage(request: Request, context: Readonly<RouterContextProvider>, action: Action) {
  const site = siteOf(context);
  const staff = await staffOf(request, context);
  const scope = await adminScope(staff, request, site.schoolCode);
  if (!scope.school) throw data("You have no role in any school yet.", { status: 403 });
  if (!can(scope.school.role, action)) throw data("Your role does not allow this.", { status: 403 });
  const code = scope.school.code;
  const caller: Caller = { request, ops: await loaded(request, () => staff.school(code)) };
  // The admin area's school may not be the site's: its times are read and shown in its own zone (decision 0085).
  return { caller, staff, scope, school: scope.school, timeZone: scope.school.timeZone };
}
