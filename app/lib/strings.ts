/**
 * Every fixed UI text of the site, so an edition in another language is one
 * new file of this shape. Texts quoted by the spec are kept exactly,
 * including 'Stay Tuned For More Updated ' with its trailing space.
 */
import { sessionCalendarLabel } from "./constants";

export type PageText = { name: string; description: string };

/** Page names (the title is "<name> | <school>") and meta descriptions. */
export const pages = {
  home: { name: "Home", description: "News, events, galleries and information from the school." },
  about: { name: "General Information", description: "General information about the school." },
  generalRules: { name: "General Rules", description: "The school's general rules for students and parents." },
  mission: { name: "Mission", description: "The mission of the school." },
  vision: { name: "Vision", description: "The vision of the school." },
  motto: { name: "Motto", description: "The school motto and its spiritual, cultural, academic and sporting aims." },
  admissionProcess: { name: "Admission Process", description: "How to apply for admission, step by step." },
  registrationForm: { name: "Registration Form", description: "Registration rules and age limits for admission." },
  discipline: { name: "Discipline", description: "The school's rules of discipline." },
  withdrawal: { name: "Withdrawal", description: "How a student is withdrawn from the school." },
  schoolFee: { name: "School Fee", description: "When and how school fees are paid." },
  academicEthos: { name: "Academic Ethos", description: "The school's approach to teaching and learning." },
  facilities: { name: "Facilities", description: "Library, smart classes, computer lab, science labs and more." },
  feeStructure: { name: "Fee Structure", description: "Quarterly fees for new admissions and re-admission." },
  faculty: { name: "Faculty", description: "The school's teachers and staff." },
  clubs: { name: "Clubs", description: "The school's clubs and what they do." },
  supw: { name: "SUPW", description: "Socially useful productive work at the school." },
  sports: { name: "Sports", description: "Sports and games at the school." },
  gallery: { name: "Photo Gallery", description: "Photo albums of school life." },
  activities: { name: "Activities", description: "Photo albums of school activities." },
  exhibitions: { name: "Exhibitions", description: "Photo albums of school exhibitions." },
  subGallery: { name: "Album", description: "The photos of one album." },
  videoGallery: { name: "Video Gallery", description: "Videos of school events." },
  examination: { name: "Examination", description: "Examination information." },
  news: { name: "Latest News", description: "General notices and the latest news from the school." },
  events: { name: "Upcoming Events", description: "Upcoming school events." },
  topperX: { name: "Achievers Class X", description: "Toppers of class X." },
  topperXII: { name: "Achievers Class XII", description: "Toppers of class XII." },
  tc: { name: "Transfer Certificate", description: "Request and download a transfer certificate." },
  pphelp: { name: "Parent Portal Help", description: "How to log in, reset a password and pay fees online." },
  erpSoftware: { name: "ERP Software", description: "The school-management software: parent portal and mobile app." },
  principalMessage: { name: "Principal's Message", description: "A message from the principal." },
  englishLiteraryClub: { name: "English Literary Club", description: "Photos of the English Literary Club." },
  musicClub: { name: "Music Club", description: "Photos of the Music Club." },
  greenClub: { name: "Green Club", description: "Photos of the Green Club." },
  performingArtsClub: { name: "Performing Arts Club", description: "Photos of the Performing Arts Club." },
  questClub: { name: "Quest Club", description: "Photos of the Quest Club." },
  piccasoClub: { name: "Picasso Club", description: "Photos of the Picasso Club." },
  ramanujanClub: { name: "Ramanujan Club", description: "Photos of the Ramanujan Club." },
} as const satisfies Record<string, PageText>;

export type PageKey = keyof typeof pages;

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

  footer: {
    aboutHeading: "About Us",
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
  },

  error: {
    title: "Unexpected Application Error!",
    unknown: "Unknown error",
    goHome: "Go to Home",
  },

  infoPage: {
    notPublishedHeading: "Not published yet",
    notPublished: "The school has not published this page yet. Please check back soon.",
  },

  examination: {
    placeholderHeading: "Coming soon",
    placeholder:
      "Examination schedules, date sheets and results will be published here. Please check back soon, or ask the school office.",
  },

  tc: {
    intro:
      "Enter the admission number and the student's full name exactly as in the school's records. The certificate is then downloaded to your device.",
    formHeading: "Find your transfer certificate",
    admissionLabel: "Admission No.",
    nameLabel: "Student Full Name",
    submit: "View Details",
    submitting: "Please wait…",
    sampleHeading: "Sample certificate",
    sampleTitle: "Sample transfer certificate (PDF)",
    sampleOpen: "Open the sample certificate",
    sampleUnavailable: "A sample certificate has not been published yet.",
    errors: {
      emptyFields: "Please fill in all fields",
      noData: "Invalid response from the server.",
      unsupportedType: "Unsupported file type received",
      generic: "Failed to process your request. Please try again later.",
      tooManyAttemptsLater: "Too many attempts. Please try again later.",
    },
  },

  pphelp: {
    intro:
      "Parents use the school's online portal and its mobile app to see their child's details and to pay fees. These are the steps.",
    openPortal: "Open the parent portal",
    login: {
      heading: "Log in",
      steps: [
        "Open the parent portal.",
        "Choose the Parent icon.",
        "Enter your user id, your password and the captcha shown on the screen.",
        "Press Sign In.",
      ],
    },
    resetPassword: {
      heading: "Reset your password",
      steps: [
        "On the login page, choose Forgot password.",
        "Enter your registered mobile number.",
        "Press Reset.",
        "Your user id and new password arrive by SMS.",
      ],
    },
    payment: {
      heading: "Pay fees online",
      steps: [
        "Log in to the parent portal.",
        "Open the Online Payment menu.",
        "Select the installment you want to pay.",
        "Press Proceed.",
        "Go to the payment gateway.",
        "Pay by credit card, debit card or net banking.",
        "You receive a receipt on the screen and an SMS.",
      ],
      ifNotShownHeading: "If something goes wrong",
      ifNotShown: "If the result of the payment is not shown, check My Payment under the Finance menu.",
      ifNoReceipt: "If your account was debited but you did not receive a receipt, please contact the school office.",
    },
    app: {
      heading: "Use the mobile app",
      search: "Search for the school's app in the App Store or on Google Play, and install it.",
      open: "Open the app.",
      verifyPrefix: "Enter the school portal address,",
      verifySuffix: ", to verify the school.",
      verifyGeneric: "Enter the school portal address to verify the school.",
      signIn: "Enter your user id and password.",
    },
    helpDesk: {
      heading: "Help desk",
      email: "Help desk e-mail:",
    },
  },

  erp: {
    introSuffix:
      "makes the school-management software this school uses: the parent portal, the communication portal and the mobile app.",
    introGeneric:
      "The school uses school-management software with a parent portal, a communication portal and a mobile app.",
    vendorLink: "Visit the vendor's website",
    enlarge: "show a larger image",
    closeImage: "Close image",
    features: {
      parentPortal: {
        heading: "Parent Portal",
        text: "Parents see their child's attendance, homework, timetable, examination results and fee details, pay fees online and download receipts, from a computer or a phone.",
        alt: "Screenshot of the parent portal",
      },
      communicationPortal: {
        heading: "Communication Portal",
        text: "The school sends circulars, notices, holiday announcements and reminders to parents by SMS, e-mail and app notification, and teachers and parents can exchange messages.",
        alt: "Screenshot of the communication portal",
      },
      mobileApp: {
        heading: "Mobile App",
        text: "Everything in the parent portal on an Android or iOS phone: notices arrive at once, and fees can be paid in a few taps.",
        alt: "Screenshot of the mobile app",
      },
    },
  },

  home: {
    heroLabel: "School photos",
    slideAlt: "School life photo",
    notificationsHeading: "Notifications",
    notificationsLabel: "Notifications",
    onlineRegistrationHeading: "Online Registration",
    quickLinksHeading: "Quick Access",
    teacherLogin: "Teacher Login",
    principalLogin: "Principal Login",
    onlineExam: "Online Exam",
    portalHelp: "Portal Help",
    admissionProcess: "Admission Process",
    erpSoftware: "ERP Software",
    callUs: "Call Us",
    newsBoxHeading: "News",
    newsBoxPause: "Pause news",
    newsBoxPlay: "Play news",
    newsPlaceholderTitle: "News Title",
    newsPlaceholderDescription: "Stay Tuned For More Updates",
    newsPlaceholderDate: "DD.MM.YYYY",
    latestNewsHeading: "Latest News",
    viewMore: "View More",
    aboutHeading: "About Us",
    readMore: "Read More",
    principalHeading: "Principal's Message",
    principalPlaceholderMessage: "Message",
    principalPlaceholderName: "Name",
    principalPhotoAlt: "Photo of the principal",
    watchVideo: "Watch Message Video",
    videoDialogTitle: "Principal's Message Video",
    closeVideo: "Close video",
    videoUnavailable: "The video is not available.",
    clubsHeading: "Our Clubs",
    toppersXHeading: "Toppers of Class X",
    toppersXIIHeading: "Toppers of Class XII",
    birthdaysHeading: "Happy Birthday",
    galleryHeading: "Photo Gallery",
    viewGallery: "View Gallery",
    placeholderName: "Name",
    placeholderClass: "Class",
    placeholderAlbum: "Album Title",
    classLabel: "Class",
    streamLabel: "Stream",
  },

  clubs: {
    englishLiterary: "English Literary",
    green: "Green",
    quest: "Quest",
    music: "Music",
    sports: "Sports",
    performingArts: "Performing Arts",
    ramanujan: "Ramanujan",
    picasso: "Picasso",
  },

  lists: {
    all: "All",
    year: "Year",
    month: "Month",
    sessionYear: "Session Year",
    searchTitle: "Search by title",
    searchName: "Search by name",
    search: "Search",
    filters: "Filters",
    loading: "Loading…",
    noEvents: "No events match the selected year, month and search.",
    noNews: "No news matches the selected year, month and search.",
    noAlbums: "No albums match the selected year, month and search.",
    noToppers: "No data available for the selected session year",
    noVideos: "No videos match the selected year.",
    placeholderDescription: "Stay Tuned For More Updates",
    placeholderDate: "DD.MM.YYYY",
    eventPlaceholderTitle: "Event Title",
    newsPlaceholderTitle: "News Title",
    albumPlaceholderTitle: "Album Title",
    videoPlaceholderTitle: "Video Title",
    placeholderName: "Name",
    placeholderDivision: "Division",
    placeholderStream: "Stream",
    placeholderDesignation: "Designation",
    date: "Date",
    time: "Time",
    venue: "Venue",
    viewMore: "View More",
    allYears: "all years",
    serialNumber: "S. No.",
    name: "Name",
    designation: "Designation",
    facultyCaption: "Teachers and staff of the school",
    /** Result counts, singular and plural. */
    events: ["event", "events"],
    news: ["news item", "news items"],
    albums: ["album", "albums"],
    videos: ["video", "videos"],
    toppers: ["topper", "toppers"],
  },

  album: {
    eventDate: "Event date",
    updatedOn: "Updated on",
    totalPhotos: "Total photos",
    download: "Download the album",
    photosHeading: "Photos",
    noPhotos: "No photos have been added to this album yet.",
  },

  viewer: {
    label: "Photo viewer",
    carousel: "carousel",
    slide: "photo",
    zoomIn: "Zoom in",
    zoomOut: "Zoom out",
    previous: "Previous photo",
    next: "Next photo",
    close: "Close photo viewer",
  },

  principalPage: {
    photoAlt: "Photo of the principal",
    placeholderMessage: "Message",
    placeholderName: "Name",
  },
} as const;

/** "Slide 3 of 14", spoken for each carousel slide. */
export function slideLabel(position: number, total: number): string {
  return `${position} of ${total}`;
}

/** "Attachment: <title>", the name of an icon-only attachment link. */
export function attachmentLabel(title: string): string {
  return `${strings.attachment}: ${title}`;
}

/** "Call Us: 0522 …" for the phone tile and links. */
export function callLabel(phone: string): string {
  return `${strings.home.callUs}: ${phone}`;
}

/** 'Failed to fetch the file. Status: 404', the spec's text for a certificate file that could not be fetched. */
export function fileFetchFailedMessage(status: number): string {
  return `Failed to fetch the file. Status: ${status}`;
}

/** "Too many attempts. Please try again in 15 minutes." */
export function tooManyAttemptsMessage(minutes: number): string {
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

/** Said once the certificate has been handed to the browser as a download. */
export function certificateSavedMessage(fileName: string): string {
  return `The certificate has been downloaded as ${fileName}.`;
}

/** "The help desk is open from 8:00 AM to 8:00 PM." */
export function helpDeskHoursText(hours: { from: string; to: string }): string {
  return `The help desk is open from ${hours.from} to ${hours.to}.`;
}

/** "1 event", "5 events": the result count of a list page. */
export function countText(count: number, [one, many]: readonly [string, string]): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** A period in words: "Mar 2026", "2026", "Mar, all years" or "all years". */
export function scopeText(scope: { year: number | "All"; month: string }): string {
  const year = scope.year === "All" ? strings.lists.allYears : String(scope.year);
  if (scope.month === "All") return year;
  return scope.year === "All" ? `${scope.month}, ${year}` : `${scope.month} ${year}`;
}

/** "Showing 2025 — nothing in Mar 2026": a list fell back to another period (spec 4). */
export function fallbackNotice(
  shown: Parameters<typeof scopeText>[0],
  missed: Parameters<typeof scopeText>[0],
): string {
  return `Showing ${scopeText(shown)} — nothing in ${scopeText(missed)}`;
}

/** "Filter Latest News": the name of a list page's filter form (a search landmark). */
export function filtersLabel(pageName: string): string {
  return `Filter ${pageName}`;
}

/** "Annual Day, photo 2 of 6": the name of a photo in a grid. */
export function photoLabel(title: string, position: number, total: number): string {
  return `${title}, photo ${position} of ${total}`;
}
