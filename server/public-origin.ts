import type { Config } from "#domain/config";

/**
 * The address the site is known by, for every absolute link it writes (canonical URLs, share
 * previews, feeds, the sitemap): PUBLIC_URL's origin, or the request's own when PUBLIC_URL is
 * not set (a machine on a school network, a test server). In the second case the answer
 * depends on the Host header, so the page cache keeps pages per origin (server/page-cache.ts).
 */
export function publicOrigin(config: Pick<Config, "publicUrl">, requestUrl: string): string {
  return new URL(config.publicUrl ?? requestUrl).origin;
}
