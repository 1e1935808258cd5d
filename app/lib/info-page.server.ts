/**
 * Reads one information page (decision 0009) for a route's loader, through
 * the API in-process like every other loader.
 */
import type { PageSlug } from "../../domain/page-slugs";
import type { SiteContext } from "../load-context";

/** What GET /api/page/{school}/{slug} answers: `html` is stored cleaned, to be rendered as is. */
export type PageContent = { slug: string; title: string | null; html: string };

type Api = Pick<SiteContext, "api" | "schoolCode">;

/**
 * The page, or null when it is not there to show. A 404 is the normal
 * "not published yet" state and is not logged; any other failure is logged
 * like a failed list (spec section 8) and shows the same polite card, never an error page.
 */
export async function fetchPage(context: Api, slug: PageSlug): Promise<PageContent | null> {
  const path = `/api/page/${encodeURIComponent(context.schoolCode)}/${slug}`;
  try {
    const response = await context.api(path);
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    const body: unknown = await response.json();
    const html = typeof body === "object" && body !== null ? (body as { html?: unknown }).html : undefined;
    if (typeof html !== "string") throw new Error(`${path} answered no html`);
    return body as PageContent;
  } catch (error) {
    console.error("Error fetching page data:", error);
    return null;
  }
}

/** A route's loader for one page: `export const loader = infoPageLoader("About")`. */
export function infoPageLoader(slug: PageSlug) {
  return ({ context }: { context: Api }): Promise<PageContent | null> => fetchPage(context, slug);
}
