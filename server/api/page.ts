import { canonicalPageSlug } from "#domain/page-slugs";
import type { PublicContent } from "#server/operations/public-content";
import type { ApiApp } from "./deps";
import { jsonError } from "./errors";
import { schoolParam } from "./school-param";

const notPublished = "That page has not been published yet.";

/**
 * The information pages (decision 0009), an addition to the calls of spec
 * section 7: the original kept this text in its code. One page answers one
 * object, since a route shows one page; the list answers an array like the
 * other lists, `[]` for a school that has none or does not exist.
 */
export function registerPages(api: ApiApp, content: PublicContent): void {
  api.get("/page/:school/:slug", async (c) => {
    const school = schoolParam(c);
    // Routes are matched without case by the site, so `/api/page/demo/feestructure` finds FeeStructure.
    const slug = canonicalPageSlug(c.req.param("slug"));
    if (!slug) return jsonError(c, 404, "not_found", "No information page has that name.");
    const page = school ? await content.page(school, slug) : undefined;
    // A known page that is missing is the normal "not written yet" case, which the site shows as such.
    if (!page) return jsonError(c, 404, "not_found", notPublished);
    return c.json(page);
  });

  api.get("/pages/:school", async (c) => {
    const school = schoolParam(c);
    return c.json(school ? await content.pages(school) : []);
  });
}
