import { Hono } from "hono";
import { listSchoolCodes } from "#database/queries/platform";
import { findSchool } from "#database/queries/school-content";
import { listMemberships } from "#database/queries/staff";
import type { MeRecord } from "#domain/admin-records";
import { isSchoolRole } from "#domain/roles";
import type { ApiApp } from "#server/api/deps";
import { registerActivity } from "./activity";
import type { AdminDeps } from "./admin-deps";
import { registerAlertCap, registerAlertsAdmin } from "./alerts";
import { registerBirthdays } from "./birthdays";
import { registerCertificates } from "./certificates";
import { registerConsent } from "./consent";
import { registerContent } from "./content";
import { registerFaculty } from "./faculty";
import { type AdminEnv, requireSchoolRole, requireStaff } from "./guards";
import { registerMedia } from "./media";
import { registerMediaAlbums } from "./media-albums";
import { registerMediaHeroSlides } from "./media-hero-slides";
import { myInvitations, registerMyInvitations } from "./my-invitations";
import { registerPeople } from "./people";
import { registerPlatformSchools } from "./platform-schools";
import { registerToppers } from "./toppers";
import { registerVideos } from "./videos";

/**
 * The admin API (/api/admin): JSON for the admin area, 401 when signed out, 403 when the role
 * does not allow it (domain/roles.ts). School routes carry the school in the path, as the public
 * API does: /api/admin/schools/{school}/….
 */
export function registerAdmin(api: ApiApp, deps: AdminDeps, now: () => Date = () => new Date()): void {
  const { db, auth } = deps;
  const admin = new Hono<AdminEnv>();
  admin.use(requireStaff(auth, db));

  admin.get("/me", async (c) => {
    const staff = c.get("staff");
    const memberships = await listMemberships(db, staff.id);
    const schools: MeRecord["schools"] = [];
    for (const membership of memberships) {
      if (!isSchoolRole(membership.role)) continue;
      const school = await findSchool(db, membership.schoolCode);
      if (school) schools.push({ code: school.code, name: school.profile.name, role: membership.role });
    }
    // The operator may open every school; as operator where they hold no role of their own.
    if (staff.operator) {
      for (const code of await listSchoolCodes(db)) {
        if (schools.some((entry) => entry.code === code)) continue;
        const school = await findSchool(db, code);
        if (school) schools.push({ code, name: school.profile.name, role: "operator" });
      }
    }
    const me: MeRecord = {
      user: { id: staff.id, name: staff.name, email: staff.email },
      operator: staff.operator,
      schools,
      invitations: await myInvitations(db, staff.email),
    };
    return c.json(me);
  });
  registerMyInvitations(admin, deps);

  registerPlatformSchools(admin, deps);
  registerAlertCap(admin, deps);

  const school = new Hono<AdminEnv>();
  school.use(requireSchoolRole(db));
  registerPeople(school, deps);
  registerActivity(school, deps);
  registerMedia(school, deps);
  registerMediaAlbums(school, deps);
  registerMediaHeroSlides(school, deps);
  registerContent(school, deps, now);
  // Issue 14's records: birthdays, transfer certificates, children's consent; toppers, faculty, videos.
  registerBirthdays(school, deps);
  registerCertificates(school, deps);
  registerConsent(school, deps);
  registerToppers(school, deps);
  registerFaculty(school, deps);
  registerVideos(school, deps);
  registerAlertsAdmin(school, deps);
  admin.route("/schools/:school", school);

  api.route("/admin", admin as unknown as ApiApp);
}
