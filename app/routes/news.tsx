import { NewsPage } from "#app/components/lists/news-page";
import { getAllNews } from "#app/lib/api-client";
import { newsView } from "#app/lib/list-views";
import { metaFor } from "#app/lib/page-meta";
import { pages } from "#app/lib/strings/pages";
import { siteOf } from "#app/load-context";
import type { Route } from "./+types/news";

export async function loader({ context, request }: Route.LoaderArgs) {
  const site = siteOf(context);
  const news = await getAllNews(site);
  return newsView(news, new URL(request.url).searchParams);
}

export const meta = metaFor(pages.news);

export default function NewsRoute({ loaderData }: Route.ComponentProps) {
  return <NewsPage view={loaderData} />;
}
