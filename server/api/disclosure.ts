import { listItems } from "#database/queries/lists";
import { findSchool } from "#database/queries/school-content";
import { findSingleItem } from "#database/queries/single-items";
import { contentKinds } from "#domain/content-kinds";
import { disclosureRecord } from "#domain/disclosure-record";
import { disclosureSchema } from "#domain/kinds/disclosure";
import type { ApiApp, ApiDeps } from "./deps";
import { jsonError } from "./errors";
import { previewOf } from "./preview";
import { schoolParam } from "./school-param";

/**
 * `GET /api/disclosure/{school}` (issue 25, not in the specification): the school's published
 * Mandatory Public Disclosure as one object (domain/disclosure-record.ts), section A completed
 * from the profile, the teachers from the faculty records. 404 when the school has none yet.
 */
export function registerDisclosure(api: ApiApp, { db }: ApiDeps): void {
  api.get("/disclosure/:school", async (c) => {
    const code = schoolParam(c);
    const school = code ? await findSchool(db, code) : undefined;
    if (!school) return jsonError(c, 404, "not_found", "No school has that code.");
    const preview = previewOf(c);
    const drafted =
      preview?.kind === "disclosure" && preview.school === school.code
        ? disclosureSchema.safeParse(preview.data)
        : undefined;
    const disclosure = drafted?.success ? drafted.data : await findSingleItem(db, school.code, "disclosure");
    if (!disclosure) return jsonError(c, 404, "not_found", "This school has not published its disclosure yet.");
    const faculty = await listItems(db, contentKinds.faculty, school.code);
    return c.json(disclosureRecord(school.code, disclosure, school.profile, faculty));
  });
}
