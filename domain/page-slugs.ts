/**
 * The information pages a school writes in its bundle's `pages/` folder, one
 * Markdown file each (`pages/<Slug>.md`). The slugs are the site's routes of
 * spec section 2.1, spelled as there, so a page's file, its URL and its API
 * path all use one name. The order is the menu's, which the page list keeps.
 */
export const pageSlugs = [
  "About",
  "GeneralRules",
  "Mission",
  "Vision",
  "Motto",
  "AdmissionProcess",
  "RegistrationForm",
  "Discipline",
  "Withdrawal",
  "SchoolFee",
  "AcademicEthos",
  "Facilities",
  "FeeStructure",
  "Clubs",
  "Supw",
  "Sports",
] as const;

export type PageSlug = (typeof pageSlugs)[number];

/** A file in `pages/` may be at most this big; a real information page is a few KB. */
export const maxPageBytes = 200 * 1024;

const byLowerCase = new Map<string, PageSlug>(pageSlugs.map((slug) => [slug.toLowerCase(), slug]));

/** The canonical spelling of a slug written in any case (`feestructure` → `FeeStructure`), or undefined. */
export function canonicalPageSlug(value: string): PageSlug | undefined {
  return byLowerCase.get(value.toLowerCase());
}

export function isPageSlug(value: string): value is PageSlug {
  return (pageSlugs as readonly string[]).includes(value);
}

/** For sorting pages in menu order. */
export function pageOrder(slug: PageSlug): number {
  return pageSlugs.indexOf(slug);
}
