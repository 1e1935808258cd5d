/**
 * The loader of every information page (decision 0009): the page through
 * the API client, like every other loader.
 */

import type { PageRecord } from "../../domain/api-records";
import type { PageSlug } from "../../domain/page-slugs";
import { type ApiContext, getPage } from "./api-client";

/** A route's loader for one page: `export const loader = infoPageLoader("About")`. */
export function infoPageLoader(slug: PageSlug) {
  return ({ context }: { context: ApiContext }): Promise<PageRecord | null> => getPage(context, slug);
}
