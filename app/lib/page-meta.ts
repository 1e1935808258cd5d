/**
 * Title, description, canonical URL, share previews (Open Graph, Twitter card) and JSON-LD of a
 * page (issue 16). The server makes the tags (app/lib/share.server.ts): the root loader for the
 * document asked for, a page's loader for what it shows (`share`). Here they are only placed, so
 * little of it is in the pages' JavaScript. After a client-side navigation the root's head
 * describes another address, and only the title and description are set: people and crawlers
 * that read the other tags load the page itself.
 */
import type { MetaDescriptor } from "react-router";
import type { DocumentHead, ItemShare } from "./share-types";
import type { SiteData } from "./site-data";
import { strings } from "./strings/common";
import type { PageText } from "./strings/pages";

type MatchLike = { id: string; loaderData?: unknown } | undefined;
type LocationLike = { pathname: string; search: string };

export function schoolNameOf(profile: { name?: string } | null | undefined): string {
  return profile?.name?.trim() || strings.fallbackSchoolName;
}

function rootDataOf(matches: readonly MatchLike[]): Partial<SiteData> | undefined {
  return matches.find((match) => match?.id === "root")?.loaderData as Partial<SiteData> | undefined;
}

/** The school's name from the root route's data, or the neutral fallback. */
export function schoolNameFromMatches(matches: readonly MatchLike[]): string {
  return schoolNameOf(rootDataOf(matches)?.profile);
}

/**
 * The tags of a page: its browser title and description, then what the server made for this very
 * address (`head`: Open Graph, canonical link, Twitter card, JSON-LD), when it is the one shown.
 */
export function pageMeta(page: PageText, schoolName: string, head?: DocumentHead): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title: `${page.name} | ${schoolName}` },
    { name: "description", content: page.description },
  ];
  return head ? [...tags, ...head.tags] : tags;
}

type MetaArgsLike = { matches: readonly MatchLike[]; location?: LocationLike; loaderData?: unknown };

/** The usual route `meta` export: `export const meta = metaFor(pages.about)`. A loader's `share.head` replaces the root's. */
export function metaFor(page: PageText) {
  return ({ matches, location, loaderData }: MetaArgsLike): MetaDescriptor[] => {
    const root = rootDataOf(matches);
    const head = (loaderData as { share?: ItemShare } | null | undefined)?.share?.head ?? root?.head;
    const here = location && `${location.pathname}${location.search}`;
    const tags = pageMeta(page, schoolNameOf(root?.profile), head && head.requested === here ? head : undefined);
    // The feeds' links stay whatever the address, after client-side navigations too.
    return root?.head ? [...tags, ...root.head.site] : tags;
  };
}
