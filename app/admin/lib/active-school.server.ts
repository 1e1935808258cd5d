import { createCookie } from "react-router";
import type { MeRecord } from "#domain/admin-records";
import type { Role } from "#domain/roles";
import type { StaffOperations } from "#server/operations/staff-session";

/** The school a person last chose in the admin area: a preference, checked against their memberships each time. */
const schoolCookie = createCookie("admin-school", {
  // "/", not "/admin": React Router fetches an admin page's data from /admin.data, outside "/admin".
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  maxAge: 365 * 24 * 60 * 60,
});

export type AdminScope = {
  me: MeRecord;
  /** The school the admin area is working on; absent for someone in no school yet. */
  school?: { code: string; name: string; role: Role; timeZone: string };
};

/** Who is signed in and which of their schools the admin area works on: the chosen one, else the site's, else the first. */
export async function adminScope(staff: StaffOperations, request: Request, siteSchool: string): Promise<AdminScope> {
  const me = await staff.me();
  const wanted: unknown = await schoolCookie.parse(request.headers.get("cookie"));
  const school =
    me.schools.find((entry) => entry.code === wanted) ??
    me.schools.find((entry) => entry.code === siteSchool) ??
    me.schools[0];
  return { me, school };
}

/** The Set-Cookie line that makes `code` the chosen school; Secure when the site is https (PUBLIC_URL). */
export function chooseSchool(code: string, publicUrl: string): Promise<string> {
  return schoolCookie.serialize(code, { secure: publicUrl.startsWith("https://") });
}
