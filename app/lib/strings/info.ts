/**
 * Texts of the information pages and of /Examination.
 *
 * Every fixed UI text lives in this folder, one file per area, so a route
 * loads only the texts it shows and an edition in another language is one new
 * folder of this shape. Texts quoted by the spec are kept exactly.
 */
import type { PageText } from "./pages";

/** The information pages' names (the title is "<name> | <school>") and meta descriptions. */
export const infoPages = {
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
  clubs: { name: "Clubs", description: "The school's clubs and what they do." },
  supw: { name: "SUPW", description: "Socially useful productive work at the school." },
  sports: { name: "Sports", description: "Sports and games at the school." },
} as const satisfies Record<string, PageText>;

export const examinationPage: PageText = { name: "Examination", description: "Examination information." };

export const infoPageStrings = {
  notPublishedHeading: "Not published yet",
  notPublished: "The school has not published this page yet. Please check back soon.",
} as const;

export const examinationStrings = {
  placeholderHeading: "Coming soon",
  placeholder:
    "Examination schedules, date sheets and results will be published here. Please check back soon, or ask the school office.",
} as const;
