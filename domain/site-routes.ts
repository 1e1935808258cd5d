/**
 * The site's pages (spec 2.1, and /Search of issue 16), spelled as app/routes.ts spells them;
 * tests/site-routes.test.ts keeps the two the same. The server's sitemap lists them, and a
 * page's canonical URL takes its spelling from here (routes match without case, so /about is
 * /About, whose canonical address is /About).
 */
export const sitePaths = [
  "/",
  "/About",
  "/GeneralRules",
  "/Mission",
  "/Vision",
  "/Motto",
  "/AdmissionProcess",
  "/RegistrationForm",
  "/Discipline",
  "/Withdrawal",
  "/SchoolFee",
  "/AcademicEthos",
  "/Facilities",
  "/FeeStructure",
  "/Faculty",
  "/Clubs",
  "/Supw",
  "/Sports",
  "/Gallery",
  "/Activities",
  "/Exhibitions",
  "/SubGallery",
  "/VideoGallery",
  "/Examination",
  "/News",
  "/Circulars",
  "/MandatoryPublicDisclosure",
  "/Events",
  "/TopperX",
  "/TopperXII",
  "/Tc",
  "/Pphelp",
  "/ErpSoftware",
  "/PrincipalMessage",
  "/EnglishLiteraryClub",
  "/MusicClub",
  "/GreenClub",
  "/PerformingArtsClub",
  "/QuestClub",
  "/PiccasoClub",
  "/RamanujanClub",
  "/Search",
  "/Subscribe",
] as const;

export type SitePath = (typeof sitePaths)[number];

/** The seven club pages (spec 2.1): each a page of photos, as the gallery is. */
export const clubPaths: readonly SitePath[] = [
  "/EnglishLiteraryClub",
  "/MusicClub",
  "/GreenClub",
  "/PerformingArtsClub",
  "/QuestClub",
  "/PiccasoClub",
  "/RamanujanClub",
];

/** Pages that show nothing without a query (the album page) or only answer one (search): not in the sitemap by themselves. */
export const queryOnlyPaths: readonly SitePath[] = ["/SubGallery", "/Search"];

const byLowerCase = new Map<string, SitePath>(sitePaths.map((path) => [path.toLowerCase(), path]));

/** The route's own spelling of a path matched without case (`/feestructure` → `/FeeStructure`); others unchanged. */
export function canonicalPath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return byLowerCase.get(trimmed.toLowerCase()) ?? pathname;
}

/** The address of one item on the page that shows it: `/News?id=n-1`. */
export function itemPath(path: SitePath, id: string): string {
  return `${path}?id=${encodeURIComponent(id)}`;
}
