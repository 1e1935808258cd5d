import type { PublicContent } from "#server/operations/public-content";
import type { ApiApp } from "./deps";
import { jsonError } from "./errors";
import { schoolParam } from "./school-param";

/**
 * `GET /api/disclosure/{school}` (issue 25, not in the specification): the school's published
 * Mandatory Public Disclosure as one object (domain/disclosure-record.ts, read by
 * server/operations/public-content.ts). 404 when the school has none yet.
 */
export function registerDisclosure(api: ApiApp, content: PublicContent): void {
  api.get("/disclosure/:school", async (c) => {
    const code = schoolParam(c);
    if (!code || !(await content.profile(code))) return jsonError(c, 404, "not_found", "No school has that code.");
    const disclosure = await content.disclosure(code);
    if (!disclosure) return jsonError(c, 404, "not_found", "This school has not published its disclosure yet.");
    return c.json(disclosure);
  });
}
