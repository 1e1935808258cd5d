/**
 * The JSON-LD every inner page has (issue 16): BreadcrumbList, written by the server into the
 * document's head (share.server.ts). The other types are built on the server by the loaders of the
 * pages that show them (structured-data-school.server.ts, -event.server.ts, -news.server.ts). Typed with schema-dts (types only: nothing of it reaches the browser), so
 * a property schema.org does not have on a type does not compile.
 */
import type { BreadcrumbList, WithContext } from "schema-dts";

/** What the builders need to write absolute addresses. */
export type SiteAddress = { origin: string; schoolName: string };

export const schemaContext = "https://schema.org" as const;

/** Home, then the page: the breadcrumb every inner page shows (spec 2.2). */
export function breadcrumbJsonLd(origin: string, name: string, url: string): WithContext<BreadcrumbList> {
  return {
    "@context": schemaContext,
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
      { "@type": "ListItem", position: 2, name, item: url },
    ],
  };
}
