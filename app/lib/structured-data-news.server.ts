/** /News' JSON-LD (issue 16): a NewsArticle per listed news item. */
import type { NewsArticle, WithContext } from "schema-dts";
import type { NewsRecord } from "#domain/api-records";
import { plainDescription } from "#domain/rich-text";
import { type SiteAddress, schemaContext } from "./structured-data.server";

export function newsArticleJsonLd(
  news: NewsRecord,
  site: SiteAddress & { logo: string },
  url: string,
  image: string | null,
): WithContext<NewsArticle> {
  const publisher = {
    "@type": "School",
    name: site.schoolName,
    url: `${site.origin}/`,
    logo: site.logo,
  } as const;
  return {
    "@context": schemaContext,
    "@type": "NewsArticle",
    headline: news.title,
    ...(news.description ? { description: plainDescription(news.description) } : {}),
    datePublished: news.fromDate,
    author: publisher,
    publisher,
    ...(image ? { image } : {}),
    mainEntityOfPage: url,
    url,
  };
}
