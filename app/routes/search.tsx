import { SearchPage, type SearchView } from "#app/components/search-page.tsx";
import { metaFor } from "#app/lib/page-meta.ts";
import { searchPage } from "#app/lib/strings/search.ts";
import { siteOf } from "#app/load-context.ts";
import type { Route } from "./+types/search";

/** Site search (issue 16): `/Search?q=`, answered by site search on the server (SiteContext.content). */
export async function loader({ context, request }: Route.LoaderArgs): Promise<SearchView> {
  const site = siteOf(context);
  const q = new URL(request.url).searchParams.get("q")?.trim() ?? "";
  if (q === "") return { query: "", hits: [], failed: false };
  const answer = await site.content.search(q);
  return answer ? { query: answer.query, hits: answer.hits, failed: false } : { query: q, hits: [], failed: true };
}

export const meta = metaFor(searchPage);

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return <SearchPage view={loaderData} />;
}
