import type { AnyContentKind, StoredItemOf } from "#domain/content-kind";
import { type ItemsOf, kindPagesOf, type ListKind } from "#domain/kinds/list-kind";
import { queryOnlyPaths, sitePathsOf } from "#domain/site-routes";

/** One address of the sitemap (issue 16), relative to the site's origin, and its `YYYY-MM-DD`. */
export type SitemapEntry = { url: string; lastmod: string };

type AnyItem = StoredItemOf<AnyContentKind>;

/**
 * Every page of the site, then each item of the kinds whose file gives it a page of its own
 * (albums, news items), with the date its content last changed (`lastmod`): an item's own date
 * (an album's "updated on"), a list page's newest item (the kinds' `sitemap.pages`, and a kind's
 * own `page`, which is among the site's pages by being declared), everything
 * else the school's last import (`importedOn`, `YYYY-MM-DD`). A date after the import (an album
 * dated ahead) counts as the import's. The items of a kind absent from `items` are none.
 */
export function sitemapEntriesOf<const L extends readonly ListKind[]>(
  kinds: L,
  items: ItemsOf<NoInfer<L>>,
  importedOn: string,
): SitemapEntry[] {
  const capped = (date: string) => (date < importedOn ? date : importedOn);
  // ISO dates sort as text: the greatest is the newest.
  const newest = (dates: readonly string[]) => capped([...dates].sort().at(-1) ?? importedOn);
  // Each kind's mapping reads its own items; the list's kinds are read as kinds of any items.
  const stored = items as Partial<Record<string, readonly AnyItem[]>>;
  const mapped = (kinds as readonly ListKind[]).flatMap(({ key, sitemap }) =>
    sitemap ? [{ sitemap, items: stored[key] ?? [] }] : [],
  );

  // The pages that list a kind: those its `sitemap` names, and its own `page`, each with the kind's items.
  type ListPage = { path: string; lastmod(item: AnyItem): string; where?(item: AnyItem): boolean };
  const listPages: Array<{ pages: readonly ListPage[]; listed: readonly AnyItem[] }> = [
    ...mapped.map(({ sitemap, items: listed }) => ({ pages: sitemap.pages ?? [], listed })),
    ...kindPagesOf(kinds).map(({ kind, page }) => ({ pages: [page], listed: stored[kind.key] ?? [] })),
  ];
  const pageDates = (path: string) =>
    listPages.flatMap(({ pages, listed }) =>
      pages
        .filter((page) => page.path === path)
        .flatMap((page) => listed.filter((item) => page.where?.(item) ?? true).map((item) => page.lastmod(item))),
    );
  const routes = sitePathsOf(kinds)
    .filter((path) => !queryOnlyPaths.includes(path))
    .map((path) => ({ url: path, lastmod: newest(pageDates(path)) }));

  const ownPages = mapped
    .flatMap(({ sitemap, items: listed }) => (sitemap.items ? [{ own: sitemap.items, listed }] : []))
    // Stable: kinds at the same position keep the list's order.
    .sort((one, other) => one.own.position - other.own.position)
    .flatMap(({ own, listed }) => listed.map((item) => ({ url: own.url(item), lastmod: capped(own.lastmod(item)) })));
  return [...routes, ...ownPages];
}
