/**
 * The header menu of spec 2.3 as data: labels, targets and order in one
 * place, tested, and rendered by the menu component. A kind's own page
 * (/Circulars) is linked from its file's `page`, right after the page it names.
 * Built by the root loader on the server (it reads the list of kinds), so the
 * content model stays out of the browser's JavaScript.
 */
import type { ProfileRecord } from "#domain/api-records";
import { allKinds } from "#domain/kinds/all-kinds";
import { kindPagesOf, type ListKind } from "#domain/kinds/list-kind";
import { fileUrl } from "./image-url";
import { strings } from "./strings/common";

export type MenuLink =
  | { kind: "internal"; label: string; to: string }
  /** Opens in a new tab: the portal, or a PDF from the image service. */
  | { kind: "external"; label: string; href: string; pdf: boolean };

export type MenuGroup = { kind: "group"; id: string; label: string; items: MenuLink[] };
export type MenuEntry = MenuLink | MenuGroup;

type MenuProfile = Pick<ProfileRecord, "portalUrl" | "admissionGuidelinesPdf" | "sessionCalendarPdf">;

const m = strings.menu;
const internal = (label: string, to: string): MenuLink => ({ kind: "internal", label, to });
const pdf = (label: string, storedPath: string): MenuLink => ({
  kind: "external",
  label,
  href: fileUrl(storedPath),
  pdf: true,
});
const portal = (label: string, href: string): MenuLink => ({ kind: "external", label, href, pdf: false });

/** Each link followed by the links of the kinds' pages that name it as the page they follow. */
function withKindPages(items: MenuLink[], kinds: readonly ListKind[]): MenuLink[] {
  const pages = kindPagesOf(kinds);
  return items.flatMap((item) => [
    item,
    ...pages
      .filter(({ page }) => item.kind === "internal" && item.to === page.after)
      .map(({ page }) => internal(page.name, page.path)),
  ]);
}

/** Without a profile (unknown school) the external links have no target, so they are left out. */
export function buildMenu(profile: MenuProfile | null, kinds: readonly ListKind[] = allKinds): MenuEntry[] {
  const group = (id: string, label: string, items: Array<MenuLink | false>): MenuGroup => ({
    kind: "group",
    id,
    label,
    items: withKindPages(
      items.filter((item): item is MenuLink => item !== false),
      kinds,
    ),
  });
  const entries: MenuEntry[] = [
    internal(m.home, "/"),
    group("about", m.about, [
      internal(m.generalInformation, "/About"),
      internal(m.generalRules, "/GeneralRules"),
      internal(m.mission, "/Mission"),
      internal(m.vision, "/Vision"),
      internal(m.motto, "/Motto"),
    ]),
    group("admission", m.admission, [
      internal(m.admissionProcess, "/AdmissionProcess"),
      internal(m.registrationForm, "/RegistrationForm"),
      internal(m.discipline, "/Discipline"),
      internal(m.withdrawal, "/Withdrawal"),
      internal(m.schoolFee, "/SchoolFee"),
      !!profile && pdf(m.admissionGuidelines, profile.admissionGuidelinesPdf),
    ]),
    group("academic", m.academic, [
      internal(m.academicEthos, "/AcademicEthos"),
      internal(m.facilities, "/Facilities"),
      internal(m.feeStructure, "/FeeStructure"),
      internal(m.faculty, "/Faculty"),
      !!profile && pdf(m.sessionCalendar, profile.sessionCalendarPdf),
    ]),
    group("activities", m.activities, [
      internal(m.clubs, "/Clubs"),
      internal(m.supw, "/Supw"),
      internal(m.sports, "/Sports"),
    ]),
    group("gallery", m.gallery, [
      internal(m.photoGallery, "/Gallery"),
      internal(m.activityGallery, "/Activities"),
      internal(m.exhibitions, "/Exhibitions"),
      internal(m.videoGallery, "/VideoGallery"),
    ]),
    group("news", m.news, [
      internal(m.examination, "/Examination"),
      internal(m.generalNotice, "/News"),
      internal(m.events, "/Events"),
    ]),
  ];
  if (profile) {
    entries.push(
      group("login", m.login, [
        portal(m.parentsStudents, profile.portalUrl),
        portal(m.teachers, profile.portalUrl),
        portal(m.principal, profile.portalUrl),
        portal(m.onlineExam, profile.portalUrl),
      ]),
    );
  }
  return entries;
}

/**
 * Whether a menu link is the page on screen, which it then marks with aria-current (as React Router's
 * NavLink with `end` did): the same path, in any case, as the site's routes match; a query in the
 * link does not count.
 */
export function isCurrentPage(here: string, to: string): boolean {
  const query = to.indexOf("?");
  const path = query < 0 ? to : to.slice(0, query);
  return here.toLowerCase() === path.toLowerCase();
}
