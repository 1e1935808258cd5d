import { Hono } from "hono";
import type { ApiApp } from "#server/api/deps";
import { me } from "#server/operations/staff-me";
import { registerActivity } from "./activity";
import type { AdminDeps } from "./admin-deps";
import { registerAlertCap, registerAlertsAdmin } from "./alerts";
import { registerBirthdays } from "./birthdays";
import { registerCertificates } from "./certificates";
import { registerConsent } from "./consent";
import { registerContent } from "./content";
import { registerDisclosureHealth } from "./disclosure";
import { type AdminEnv, requireSchoolRole, requireStaff } from "./guards";
import { registerMedia } from "./media";
import { registerMediaHeroSlides } from "./media-hero-slides";
import { registerMyInvitations } from "./my-invitations";
import { registerPeople } from "./people";
import { registerPlatformSchools } from "./platform-schools";
import { staffContextOf } from "./staff-answer";

/**
 * The admin API (/api/admin): JSON for the admin area, 401 when signed out, 403 when the role
 * does not allow it (domain/roles.ts). School routes carry the school in the path, as the public
 * API does: /api/admin/schools/{school}/….
 */
export function registerAdmin(api: ApiApp, deps: AdminDeps): void {
  const admin = new Hono<AdminEnv>();
  admin.use(requireStaff(deps));

  admin.get("/me", async (c) => c.json(await me(staffContextOf(c, deps))));
  registerMyInvitations(admin, deps);

  registerPlatformSchools(admin, deps);
  registerAlertCap(admin, deps);

  const school = new Hono<AdminEnv>();
  school.use(requireSchoolRole(deps));
  registerPeople(school, deps);
  registerActivity(school, deps);
  registerMedia(school, deps);
  registerMediaHeroSlides(school, deps);
  registerContent(school, deps);
  // Issue 14's records: birthdays, transfer certificates, children's consent. Toppers, faculty and videos
  // are kinds of the editing API (/content/{kind}, decision 0090).
  registerBirthdays(school, deps);
  registerCertificates(school, deps);
  registerConsent(school, deps);
  // Issue 25: the Mandatory Public Disclosure's health panel and the annual report reminder.
  registerDisclosureHealth(school, deps);
  registerAlertsAdmin(school, deps);
  admin.route("/schools/:school", school);

  api.route("/admin", admin as unknown as ApiApp);
}
