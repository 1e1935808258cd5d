/**
 * The loader of every information page (decision 0009): the page from the site's
 * content (SiteContext.content), like every other loader.
 */

import type { RouterContextProvider } from "react-router";
import { siteOf } from "#app/load-context.ts";
import type { PageRecord } from "#domain/api-records";
import type { PageSlug } from "#domain/page-slugs";

/** A route's loader for one page: `export const loader = infoPageLoader("About")`. */
export function infoPageLoader(slug: PageSlug) {
  return ({ context }: { context: Readonly<RouterContextProvider> }): Promise<PageRecord | null> =>
    siteOf(context).content.page(slug);
}
