/**
 * The site's pages that are not a content kind's own (spec 2.1, /Search of issue 16, /Subscribe of
 * issue 27), in the site's order. A kind with a page of its own (Circulars) declares it in its file
 * (`page` in domain/kinds/list-kind.ts) and is placed after the page it names; the whole list, the
 * one app/routes.ts, the sitemap and the page names read, is `sitePaths` in site-routes.ts. Kinds'
 * files read this module, not that one, which reads the list of kinds.
 */
export const fixedPaths = [
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
  // Issue 25: CBSE's Mandatory Public Disclosure (not in spec 2.1).
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
  // Issue 16: site search (not in spec 2.1).
  "/Search",
  // Issue 27: parents' e-mail alerts (not in spec 2.1).
  "/Subscribe",
] as const;

export type FixedPath = (typeof fixedPaths)[number];

/** A kind's own page, as its file spells it (`/Circulars`). */
export type KindPagePath = `/${string}`;

/** The address of one item on the page that shows it: `/News?id=n-1`. */
export function itemPath(path: FixedPath | KindPagePath, id: string): string {
  return `${path}?id=${encodeURIComponent(id)}`;
}
