import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { visitorOf } from "#server/api/visitor";
import type { SchoolContext, StaffContext } from "#server/operations/staff-deps";
import { StaffError } from "#server/operations/staff-error";
import type { AdminDeps } from "./admin-deps";
import type { AdminEnv } from "./guards";

/** A StaffError as the admin API answers it: its status, code and words, and the fields at fault, if any. */
export function refusalAnswer(c: Context, error: StaffError): Response {
  const { code, message, fields } = error;
  return c.json(
    { error: fields ? { code, message, fields } : { code, message } },
    error.status as ContentfulStatusCode,
  );
}

/** Runs a route's operation; its refusal becomes the admin API's error answer, anything else a 500. */
export async function answering(c: Context, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof StaffError) return refusalAnswer(c, error);
    throw error;
  }
}

/** The signed-in person's request (requireStaff found them), for a staff operation. */
export function staffContextOf(c: Context<AdminEnv>, deps: AdminDeps): StaffContext {
  return { deps, staff: c.get("staff"), visitor: visitorOf(c, deps.config) };
}

/** The same in the path's school, with the role requireSchoolRole found there. */
export function schoolContextOf(c: Context<AdminEnv>, deps: AdminDeps): SchoolContext {
  const role = c.get("role");
  if (!role) throw new StaffError(403, "forbidden", "Your role does not allow this.");
  return { ...staffContextOf(c, deps), school: c.get("school"), role };
}
