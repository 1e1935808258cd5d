import { findSchool } from "#database/queries/school-content";
import type { ProfileRecord } from "#domain/api-records";
import { profileSchema } from "#domain/content-schema";
import type { ApiApp, ApiDeps } from "./deps";
import { jsonError } from "./errors";
import { previewOf } from "./preview";
import { schoolParam } from "./school-param";

/**
 * Not in the specification's call list: the site needs the school's name,
 * address and links, which the original kept in its code. Served as one
 * object (not an array) because a school has one profile.
 */
export function registerSchool(api: ApiApp, { db }: ApiDeps): void {
  api.get("/school/:school", async (c) => {
    const code = schoolParam(c);
    const school = code ? await findSchool(db, code) : undefined;
    if (!school) return jsonError(c, 404, "not_found", "No school has that code.");
    const preview = previewOf(c);
    const drafted =
      preview?.kind === "profile" && preview.school === school.code ? profileSchema.safeParse(preview.data) : undefined;
    // The zone is not part of the answer: the server applies it (decision 0085).
    const { timeZone: _zone, ...profile } = drafted?.success ? drafted.data : school.profile;
    const record: ProfileRecord = {
      ...profile,
      code: school.code,
      shortName: profile.shortName ?? null,
      helpDeskEmail: profile.helpDeskEmail ?? null,
      sampleCertificatePdf: profile.sampleCertificatePdf ?? null,
      principalVideo: profile.principalVideo ?? null,
    };
    return c.json(record);
  });
}
