import { NewsPage } from "#app/components/lists/news-page";
import { getAllNews } from "#app/lib/api-client";
import { fileUrl, publicPath } from "#app/lib/image-url";
import { newsView } from "#app/lib/list-views";
import { firstPhoto, metaFor } from "#app/lib/page-meta";
import { pages } from "#app/lib/strings/pages";
import { newsArticleJsonLd } from "#app/lib/structured-data";
import { siteOf } from "#app/load-context";
import type { Route } from "./+types/news";

export async function loader({ context, request }: Route.LoaderArgs) {
  const site = siteOf(context);
  const news = await getAllNews(site);
  return newsView(news, new URL(request.url).searchParams);
}

/** News items described in structured data at most. */
const newsInJsonLd = 20;

export const meta: Route.MetaFunction = metaFor<Route.MetaArgs>(pages.news, ({ loaderData: view }, site) => {
  if (!view) return {};
  const publisher = { ...site, logo: site.absolute(fileUrl(publicPath(site.schoolCode, "logo.png"))) };
  const jsonLd = view.items.slice(0, newsInJsonLd).map((news) => {
    const photo = firstPhoto(news.attachments);
    const url = `${site.origin}/News?id=${encodeURIComponent(news._id)}`;
    return newsArticleJsonLd(news, publisher, url, photo ? site.absolute(fileUrl(photo)) : null);
  });
  const [shown] = view.items;
  if (!view.focused || !shown) return { jsonLd };
  // One news item by its own address (a link shared on WhatsApp): its title and its own photo.
  return {
    title: shown.title,
    description: shown.description || undefined,
    keep: ["id"],
    photo: firstPhoto(shown.attachments),
    type: "article",
    jsonLd,
  };
});

export default function NewsRoute({ loaderData }: Route.ComponentProps) {
  return <NewsPage view={loaderData} />;
}
