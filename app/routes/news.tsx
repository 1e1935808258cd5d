import { NewsPage } from "../components/lists/news-page";
import { getAllNews } from "../lib/api-client";
import { newsView } from "../lib/list-views";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings/pages";
import { siteOf } from "../load-context";
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
