import type { RouterContextProvider } from "react-router";
import { data } from "react-router";
import { siteOf } from "#app/load-context";
import { type Action, can } from "#domain/roles";
import { adminScope } from "./active-school.server";
import type { Caller } from "./admin-api.server";

/**
 * What a page of one school needs: the caller, the school, and the person's role there. A page
 * whose action the role does not allow answers 403; the API would refuse it anyway.
 */
export async function schoolPage(request: Request, context: Readonly<RouterContextProvider>, action: Action) {
  const site = siteOf(context);
  const caller: Caller = { site, request };
  const scope = await adminScope(caller, site.schoolCode);
  if (!scope.school) throw data("You have no role in any school yet.", { status: 403 });
  if (!can(scope.school.role, action)) throw data("Your role does not allow this.", { status: 403 });
  // The admin area's school may not be the site's: its times are read and shown in its own zone (decision 0085).
  return { caller, scope, school: scope.school, timeZone: scope.school.timeZone };
}
