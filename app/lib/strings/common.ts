/**
 * Texts of every page: the layout (skip link, header, highlights, menu, footer), the shared controls and the error page.
 *
 * Every fixed UI text lives in this folder, one file per area, so a route
 * loads only the texts it shows and an edition in another language is one new
 * folder of this shape. Texts quoted by the spec are kept exactly, including
 * 'Stay Tuned For More Updated ' with its trailing space.
 */
import { sessionCalendarLabel } from "#app/lib/constants.ts";

export const strings = {
  fallbackSchoolName: "Our School",
  skipToContent: "Skip to main content",
  opensInNewTab: "(opens in a new tab)",
  pdfOpensInNewTab: "(PDF, opens in a new tab)",
  breadcrumb: "Breadcrumb",
  homeLink: "Home",
  logoAlt: "School logo",
  goToTop: "Go to top",
  pause: "Pause",
  play: "Play",
  previous: "Previous",
  next: "Next",
  close: "Close",
  attachment: "Attachment",
  /** CBSE circulars 03/2021 and 09/2021: the link is labelled exactly so, on every page (issue 25). */
  disclosureLink: "Mandatory Public Disclosure",

  ticker: {
    label: "Highlights",
    empty: "Stay Tuned For More Updated ",
    pause: "Pause highlights",
    play: "Play highlights",
  },

  menu: {
    label: "Main",
    toggle: "Menu",
    home: "Home",
    about: "About",
    generalInformation: "General Information",
    generalRules: "General Rules",
    mission: "Mission",
    vision: "Vision",
    motto: "Motto",
    admission: "Admission",
    admissionProcess: "Admission Process",
    registrationForm: "Registration Form",
    discipline: "Discipline",
    withdrawal: "Withdrawal",
    schoolFee: "School Fee",
    admissionGuidelines: "Admission Guidelines",
    academic: "Academic",
    academicEthos: "Academic Ethos",
    facilities: "Facilities",
    feeStructure: "Fee Structure",
    faculty: "Faculty",
    sessionCalendar: `Session Calendar ${sessionCalendarLabel}`,
    activities: "Activities",
    clubs: "Clubs",
    supw: "SUPW",
    sports: "Sports",
    gallery: "Gallery",
    photoGallery: "Photo Gallery",
    activityGallery: "Activities",
    exhibitions: "Exhibitions",
    videoGallery: "Video Gallery",
    news: "News",
    examination: "Examination",
    generalNotice: "General Notice",
    events: "Events",
    login: "Login/Register",
    parentsStudents: "Parents/Students",
    teachers: "Teachers",
    principal: "Principal",
    onlineExam: "Online Exam",
  },

  /** The header's search box (issue 16); the results page has its own texts (search.ts). */
  search: {
    label: "Site search",
    input: "Search the site",
    placeholder: "Search",
    /** Not "Search": list pages have a filter button of that name, and two buttons of one name are hard to tell apart. */
    submit: "Find",
  },

  footer: {
    /** Not "About Us": that names Home's About teaser, and two regions of one name are hard to tell apart (axe landmark-unique). */
    aboutHeading: "About the School",
    contactHeading: "Contact Us",
    quickLinksHeading: "Quick Links",
    appsHeading: "Get Our App",
    mapHeading: "Find Us",
    videoChannel: "Watch us on our video channel",
    address: "Address",
    phone: "Phone",
    email: "E-mail",
    portal: "Portal",
    appStore: "Download on the App Store (iOS)",
    playStore: "Get it on Google Play (Android)",
    mapTitle: "Map showing the school's location",
    allRightsReserved: "All rights reserved.",
    poweredBy: "Powered by",
    quickGallery: "Photo Gallery",
    quickEvents: "Events",
    quickTc: "Transfer Certificate",
    quickPortalHelp: "Portal Help",
    quickErp: "ERP Software",
    quickAlerts: "E-mail alerts",
  },

  /** Issue 27: the link to /Subscribe beside each kind that alerts. */
  subscribeLinks: {
    notices: "Get notices by e-mail",
    circulars: "Get circulars by e-mail",
    news: "Get news by e-mail",
    events: "Get events by e-mail",
  },

  error: {
    title: "Unexpected Application Error!",
    unknown: "Unknown error",
    goHome: "Go to Home",
  },
} as const;

/** "Attachment: <title>", the name of an icon-only attachment link. */
export function attachmentLabel(title: string): string {
  return `${strings.attachment}: ${title}`;
}
