import type { PublicContent } from "#server/operations/public-content";
import type { ApiApp } from "./deps";
import { jsonError } from "./errors";
import { schoolParam } from "./school-param";

/**
 * Not in the specification's call list: the site needs the school's name,
 * address and links, which the original kept in its code. Served as one
 * object (not an array) because a school has one profile.
 */
export function registerSchool(api: ApiApp, content: PublicContent): void {
  api.get("/school/:school", async (c) => {
    const code = schoolParam(c);
    const profile = code ? await content.profile(code) : undefined;
    if (!profile) return jsonError(c, 404, "not_found", "No school has that code.");
    return c.json(profile);
  });
}
