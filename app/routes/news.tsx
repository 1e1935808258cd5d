import { NewsPage } from "../components/lists/news-page";
import { getAllNews } from "../lib/api-client";
import { newsView } from "../lib/list-views";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings/pages";
import type { Route } from "./+types/news";

export async function loader({ context, request }: Route.LoaderArgs) {
  const news = await getAllNews(context);
  return newsView(news, new URL(request.url).searchParams);
}

export const meta = metaFor(pages.news);

export default function NewsRoute({ loaderData }: Route.ComponentProps) {
  return <NewsPage view={loaderData} />;
}
