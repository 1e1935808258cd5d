/**
 * Page names (the title is "<name> | <school>") and meta descriptions.
 *
 * Every fixed UI text lives in this folder, one file per area, so a route
 * loads only the texts it shows and an edition in another language is one new
 * folder of this shape. Texts quoted by the spec are kept exactly.
 */
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
