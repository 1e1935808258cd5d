/**
 * The loader of every information page (decision 0009): the page through
 * the API client, like every other loader.
 */

import type { RouterContextProvider } from "react-router";
import { siteOf } from "#app/load-context";
import type { PageRecord } from "#domain/api-records";
import type { PageSlug } from "#domain/page-slugs";
import { getPage } from "./api-client";

/** A route's loader for one page: `export const loader = infoPageLoader("About")`. */
export function infoPageLoader(slug: PageSlug) {
  return ({ context }: { context: Readonly<RouterContextProvider> }): Promise<PageRecord | null> =>
    getPage(siteOf(context), slug);
}
