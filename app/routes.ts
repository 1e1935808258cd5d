import { index, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * Every route of spec 2.1, spelled as the spec spells it, and /Search (issue 16);
 * domain/site-routes.ts lists the same paths for the server's sitemap. Matching ignores
 * case (React Router's default), so /about is /About. The splat answers 404.
 * The admin area follows the site's routes.
 */
export default [
  index("routes/home.tsx"),
  route("About", "routes/about.tsx"),
  route("GeneralRules", "routes/general-rules.tsx"),
  route("Mission", "routes/mission.tsx"),
  route("Vision", "routes/vision.tsx"),
  route("Motto", "routes/motto.tsx"),
  route("AdmissionProcess", "routes/admission-process.tsx"),
  route("RegistrationForm", "routes/registration-form.tsx"),
  route("Discipline", "routes/discipline.tsx"),
  route("Withdrawal", "routes/withdrawal.tsx"),
  route("SchoolFee", "routes/school-fee.tsx"),
  route("AcademicEthos", "routes/academic-ethos.tsx"),
  route("Facilities", "routes/facilities.tsx"),
  route("FeeStructure", "routes/fee-structure.tsx"),
  route("Faculty", "routes/faculty.tsx"),
  route("Clubs", "routes/clubs.tsx"),
  route("Supw", "routes/supw.tsx"),
  route("Sports", "routes/sports.tsx"),
  route("Gallery", "routes/gallery.tsx"),
  route("Activities", "routes/activities.tsx"),
  route("Exhibitions", "routes/exhibitions.tsx"),
  route("SubGallery", "routes/sub-gallery.tsx"),
  route("VideoGallery", "routes/video-gallery.tsx"),
  route("Examination", "routes/examination.tsx"),
  route("News", "routes/news.tsx"),
  // Issue 22: the school's numbered circulars (not in spec 2.1).
  route("Circulars", "routes/circulars.tsx"),
  // Issue 25: CBSE's Mandatory Public Disclosure (not in spec 2.1).
  route("MandatoryPublicDisclosure", "routes/mandatory-public-disclosure.tsx"),
  route("Events", "routes/events.tsx"),
  route("TopperX", "routes/topper-x.tsx"),
  route("TopperXII", "routes/topper-xii.tsx"),
  route("Tc", "routes/tc.tsx"),
  route("Pphelp", "routes/pphelp.tsx"),
  route("ErpSoftware", "routes/erp-software.tsx"),
  route("PrincipalMessage", "routes/principal-message.tsx"),
  route("EnglishLiteraryClub", "routes/english-literary-club.tsx"),
  route("MusicClub", "routes/music-club.tsx"),
  route("GreenClub", "routes/green-club.tsx"),
  route("PerformingArtsClub", "routes/performing-arts-club.tsx"),
  route("QuestClub", "routes/quest-club.tsx"),
  route("PiccasoClub", "routes/piccaso-club.tsx"),
  route("RamanujanClub", "routes/ramanujan-club.tsx"),
  // Issue 16: site search (not in spec 2.1).
  route("Search", "routes/search.tsx"),
  // Issue 27: parents' e-mail alerts (not in spec 2.1).
  route("Subscribe", "routes/subscribe.tsx"),
  // The staff area (issue 12): its own routes, components and chunks under app/admin/.
  route("admin/sign-in", "admin/routes/sign-in.tsx"),
  route("admin/set-password", "admin/routes/set-password.tsx"),
  route("admin/invitation", "admin/routes/invitation.tsx"),
  route("admin/forgot-password", "admin/routes/forgot-password.tsx"),
  route("admin", "admin/routes/layout.tsx", [
    index("admin/routes/dashboard.tsx"),
    route("people", "admin/routes/people.tsx"),
    route("activity", "admin/routes/activity.tsx"),
    // The album screens' old addresses: albums are the generic editor's now (decision 0101).
    route("albums", "admin/routes/albums.tsx"),
    route("albums/:id", "admin/routes/album.tsx"),
    route("hero-slides", "admin/routes/hero-slides.tsx"),
    route("account", "admin/routes/account.tsx"),
    route("schools", "admin/routes/schools.tsx"),
    // Issue 13: written content, its review, history, preview and trash.
    route("content", "admin/routes/content-index.tsx"),
    route("content/:kind", "admin/routes/content-list.tsx"),
    route("content/:kind/:id", "admin/routes/content-edit.tsx"),
    route("content/:kind/:id/history", "admin/routes/content-history.tsx"),
    route("content/:kind/:id/preview", "admin/routes/content-preview.tsx"),
    route("trash", "admin/routes/content-trash.tsx"),
    // Issue 14's records: birthdays, toppers, transfer certificates, children's consent, faculty, videos.
    route("records", "admin/routes/records.tsx"),
    route("records/birthdays", "admin/routes/records-birthdays.tsx"),
    route("records/certificates", "admin/routes/records-certificates.tsx"),
    route("records/certificates/bulk", "admin/routes/records-certificates-bulk.tsx"),
    route("records/consent", "admin/routes/records-consent.tsx"),
    // Issue 27: parents' e-mail alerts.
    route("alerts", "admin/routes/alerts.tsx"),
    // The owner's CSV of the subscribers' addresses: a file, not a page (logged).
    route("alerts/subscribers.csv", "admin/routes/alerts-subscribers.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
