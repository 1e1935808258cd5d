import type { RouterContextProvider } from "react-router";
import { data } from "react-router";
import { siteOf } from "#app/load-context.ts";
import { type Action, can } from "#domain/roles";
import { adminScope } from "./active-school.server";
import type { Caller } from "./admin-api.server";
import { staffOf } from "./staff.server";

/**
 * What a page of one school needs: the person's operations, the school, and their role there. A page
 * whose action the role does not allow answers 403; the operations would refuse it anyway. `caller`
 * is for the pages that still go through the admin API (admin-api.server.ts).
 */
export async function schoolPage(request: Request, context: Readonly<RouterContextProvider>, action: Action) {
  const site = siteOf(context);
  const caller: Caller = { site, request };
  const staff = await staffOf(request, context);
  const scope = await adminScope(staff, request, site.schoolCode);
  if (!scope.school) throw data("You have no role in any school yet.", { status: 403 });
  if (!can(scope.school.role, action)) throw data("Your role does not allow this.", { status: 403 });
  // The admin area's school may not be the site's: its times are read and shown in its own zone (decision 0085).
  return { caller, staff, scope, school: scope.school, timeZone: scope.school.timeZone };
}
