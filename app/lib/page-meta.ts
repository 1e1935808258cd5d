/**
 * Title, description and Open Graph tags for a page. The school's name comes
 * from the root loader's profile, found among the meta matches.
 */
import type { MetaDescriptor } from "react-router";
import { strings } from "./strings/common";
import type { PageText } from "./strings/pages";

type MatchLike = { id: string; loaderData?: unknown } | undefined;

export function schoolNameOf(profile: { name?: string } | null | undefined): string {
  return profile?.name?.trim() || strings.fallbackSchoolName;
}

/** The school's name from the root route's data, or the neutral fallback. */
export function schoolNameFromMatches(matches: readonly MatchLike[]): string {
  const root = matches.find((match) => match?.id === "root");
  const data = root?.loaderData as { profile?: { name?: string } | null } | undefined;
  return schoolNameOf(data?.profile);
}

export function pageMeta(page: PageText, schoolName: string): MetaDescriptor[] {
  const title = `${page.name} | ${schoolName}`;
  return [
    { title },
    { name: "description", content: page.description },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: schoolName },
  ];
}

/** The usual route `meta` export: `export const meta = metaFor(pages.about)`. */
export function metaFor(page: PageText) {
  return ({ matches }: { matches: readonly MatchLike[] }): MetaDescriptor[] =>
    pageMeta(page, schoolNameFromMatches(matches));
}
