import { type FixedPath, fixedPaths, type KindPagePath } from "#domain/fixed-pages";
import { allKinds } from "#domain/kinds/all-kinds";
import { kindPagesOf, type ListKind } from "#domain/kinds/list-kind";

/** A page of the site: one of the fixed pages, or a kind's own (`/Circulars`). */
export type SitePath = FixedPath | KindPagePath;

/**
 * The site's pages of a list of kinds: the fixed ones (fixed-pages.ts), each kind's own page right
 * after the page it names (`after`), kinds after one page in the list's order.
 */
export function sitePathsOf(kinds: readonly ListKind[]): SitePath[] {
  const pages = kindPagesOf(kinds);
  return fixedPaths.flatMap((path): SitePath[] => [
    path,
    ...pages.filter(({ page }) => page.after === path).map(({ page }) => page.path),
  ]);
}

/**
 * The site's pages (spec 2.1, /Search of issue 16, and the kinds' own pages such as /Circulars of
 * issue 22): app/routes.ts makes a route of each (tests/site-routes.test.ts keeps the two the same).
 * The server's sitemap lists them, and a page's canonical URL takes its spelling from here (routes
 * match without case, so /about is /About, whose canonical address is /About).
 */
export const sitePaths: readonly SitePath[] = sitePathsOf(allKinds);

/** The seven club pages (spec 2.1, each named "…Club"): each a page of photos, as the gallery is. */
export const clubPaths: readonly SitePath[] = fixedPaths.filter((path) => path.endsWith("Club"));

/** Pages that show nothing without a query (the album page) or only answer one (search): not in the sitemap by themselves. */
export const queryOnlyPaths: readonly SitePath[] = ["/SubGallery", "/Search"];

const byLowerCase = new Map<string, SitePath>(sitePaths.map((path) => [path.toLowerCase(), path]));

/** The route's own spelling of a path matched without case (`/feestructure` → `/FeeStructure`); others unchanged. */
export function canonicalPath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return byLowerCase.get(trimmed.toLowerCase()) ?? pathname;
}
