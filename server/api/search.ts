import { z } from "zod";
import type { SearchAnswer } from "#domain/search-hit";
import { maxQueryLength, normalizeQuery } from "#domain/search-text";
import type { PublicContent } from "#server/operations/public-content";
import type { ApiApp } from "./deps";
import { jsonError } from "./errors";
import { schoolParam } from "./school-param";

/** `q` once, of any length a browser sends; longer than a query needs is cut, not refused. */
const queryParams = z.object({
  q: z
    .string()
    .max(maxQueryLength * 20)
    .optional(),
});

/**
 * Site search (issue 16, docs/decisions/0047-site-search.md), an addition to spec section 7:
 * `GET /api/search/{school}?q=` answers `{query, hits}`, best first. An unknown school and an
 * empty query find nothing. The site groups the hits by kind (/Search).
 */
export function registerSearch(api: ApiApp, content: PublicContent): void {
  api.get("/search/:school", async (c) => {
    const values = c.req.queries("q") ?? [];
    if (values.length > 1) return jsonError(c, 400, "bad_request", 'Give "q" only once.');
    const parsed = queryParams.safeParse({ q: values[0] });
    if (!parsed.success) return jsonError(c, 400, "bad_request", '"q" is longer than a search can be.');
    const school = schoolParam(c);
    const q = parsed.data.q ?? "";
    const answer: SearchAnswer = school ? await content.search(school, q) : { query: normalizeQuery(q), hits: [] };
    return c.json(answer);
  });
}
