/**
 * Every page's name and description by its path, for the share preview and the breadcrumb JSON-LD
 * the server writes into a page's head (issue 16). Server-only: the pages' JavaScript carries only
 * its own page's texts (decision 0033). page-names.server.test.ts checks every path has them. The
 * fixed pages' texts are with their areas' strings; a kind's own page (/Circulars) has its name and
 * description in its file (domain/kinds/*.ts `page`).
 */
import type { FixedPath } from "#domain/fixed-pages";
import { allKinds } from "#domain/kinds/all-kinds";
import { kindPagesOf, type ListKind } from "#domain/kinds/list-kind";
import type { SearchPages } from "./search-view";
import { subscribePage } from "./strings/alerts";
import { disclosurePage } from "./strings/disclosure";
import { erpSoftwarePage, pphelpPage } from "./strings/help";
import { homePage } from "./strings/home-page";
import { examinationPage, infoPages } from "./strings/info";
import { type PageText, pages } from "./strings/pages";
import { photoPages } from "./strings/photos";
import { principalMessagePage } from "./strings/principal-page";
import { searchPage } from "./strings/search";
import { tcPage } from "./strings/tc";

const fixedPageTexts: Record<FixedPath, PageText> = {
  "/": homePage,
  "/About": infoPages.about,
  "/GeneralRules": infoPages.generalRules,
  "/Mission": infoPages.mission,
  "/Vision": infoPages.vision,
  "/Motto": infoPages.motto,
  "/AdmissionProcess": infoPages.admissionProcess,
  "/RegistrationForm": infoPages.registrationForm,
  "/Discipline": infoPages.discipline,
  "/Withdrawal": infoPages.withdrawal,
  "/SchoolFee": infoPages.schoolFee,
  "/AcademicEthos": infoPages.academicEthos,
  "/Facilities": infoPages.facilities,
  "/FeeStructure": infoPages.feeStructure,
  "/Faculty": pages.faculty,
  "/Clubs": infoPages.clubs,
  "/Supw": infoPages.supw,
  "/Sports": infoPages.sports,
  "/Gallery": pages.gallery,
  "/Activities": pages.activities,
  "/Exhibitions": pages.exhibitions,
  "/SubGallery": photoPages.subGallery,
  "/VideoGallery": pages.videoGallery,
  "/Examination": examinationPage,
  "/News": pages.news,
  "/MandatoryPublicDisclosure": disclosurePage,
  "/Events": pages.events,
  "/TopperX": pages.topperX,
  "/TopperXII": pages.topperXII,
  "/Tc": tcPage,
  "/Pphelp": pphelpPage,
  "/ErpSoftware": erpSoftwarePage,
  "/PrincipalMessage": principalMessagePage,
  "/EnglishLiteraryClub": photoPages.englishLiteraryClub,
  "/MusicClub": photoPages.musicClub,
  "/GreenClub": photoPages.greenClub,
  "/PerformingArtsClub": photoPages.performingArtsClub,
  "/QuestClub": photoPages.questClub,
  "/PiccasoClub": photoPages.piccasoClub,
  "/RamanujanClub": photoPages.ramanujanClub,
  "/Search": searchPage,
  "/Subscribe": subscribePage,
};

/** Every page's texts: the fixed pages', then each kind's own page's, from its file. */
export function pageTextsOf(kinds: readonly ListKind[]): Readonly<Record<string, PageText>> {
  const kindPages = kindPagesOf(kinds).map(({ page }): [string, PageText] => [
    page.path,
    { name: page.name, description: page.description },
  ]);
  return { ...fixedPageTexts, ...Object.fromEntries(kindPages) };
}

export const pageTexts = pageTextsOf(allKinds);

/** The page and name of each kind's own page by its search hits' kind, for /Search's links and headings (search-view.ts). */
export function searchPagesOf(kinds: readonly ListKind[]): SearchPages {
  return Object.fromEntries(
    kindPagesOf(kinds).flatMap(({ kind, page }) =>
      kind.search ? [[kind.search.kind, { path: page.path, name: page.name }]] : [],
    ),
  );
}

export const searchPages = searchPagesOf(allKinds);
