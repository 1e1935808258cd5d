import { SearchPage, type SearchView } from "#app/components/search-page.tsx";
import { metaFor } from "#app/lib/page-meta.ts";
import { searchPages } from "#app/lib/page-names.server.ts";
import { searchPage } from "#app/lib/strings/search.ts";
import { siteOf } from "#app/load-context.ts";
import type { Route } from "./+types/search";

/**
 * Site search (issue 16): `/Search?q=`, answered by site search on the server (SiteContext.content).
 * The kinds' own pages (/Circulars) travel with the answer, for their hits' links and headings.
 */
export async function loader({ context, request }: Route.LoaderArgs): Promise<SearchView> {
  const site = siteOf(context);
  const q = new URL(request.url).searchParams.get("q")?.trim() ?? "";
  if (q === "") return { query: "", hits: [], failed: false, pages: searchPages };
  const answer = await site.content.search(q);
  return answer
    ? { query: answer.query, hits: answer.hits, failed: false, pages: searchPages }
    : { query: q, hits: [], failed: true, pages: searchPages };
}

export const meta = metaFor(searchPage);

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return <SearchPage view={loaderData} />;
}
