import { NewsPage } from "#app/components/lists/news-page.tsx";
import type { IslandHandle } from "#app/islands/names.ts";
import { newsShare } from "#app/lib/item-share.server.ts";
import { newsView } from "#app/lib/list-views.ts";
import { metaFor } from "#app/lib/page-meta.ts";
import { pages } from "#app/lib/strings/pages.ts";
import { siteOf } from "#app/load-context.ts";
import type { Route } from "./+types/news";

export async function loader({ context, request }: Route.LoaderArgs) {
  const site = siteOf(context);
  const [news, profile] = await Promise.all([site.content.news(), site.content.profile()]);
  const view = newsView(news, new URL(request.url).searchParams);
  // The share preview and the NewsArticle JSON-LD (issue 16), made here so their code stays on the server.
  return { ...view, share: newsShare(request, view, site, profile) };
}

// The filters apply as soon as a select changes (app/islands/filters.ts).
export const handle = { islands: ["filters"] } satisfies IslandHandle;

export const meta = metaFor(pages.news);

export default function NewsRoute({ loaderData }: Route.ComponentProps) {
  return <NewsPage view={loaderData} />;
}
