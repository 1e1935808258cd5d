import type { NewsRecord } from "../../domain/api-records";
import { NewsPage } from "../components/lists/news-page";
import { fetchList } from "../lib/fetch-list.server";
import { newsView } from "../lib/list-views";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings/pages";
import type { Route } from "./+types/news";

export async function loader({ context, request }: Route.LoaderArgs) {
  const school = encodeURIComponent(context.schoolCode);
  const news = await fetchList<NewsRecord>(context, "news", `/api/news/all/${school}`);
  return newsView(news, new URL(request.url).searchParams);
}

export const meta = metaFor(pages.news);

export default function NewsRoute({ loaderData }: Route.ComponentProps) {
  return <NewsPage view={loaderData} />;
}
