import type { PageText } from "./pages";

/**
 * The Mandatory Public Disclosure page's words (issue 25). The row names follow CBSE's
 * Appendix IX (Affiliation Bye-Laws 2018, as revised by Circular 1/2026) in plain English.
 */
export const disclosurePage: PageText = {
  name: "Mandatory Public Disclosure",
  description: "The school's Mandatory Public Disclosure under Appendix IX of the CBSE Affiliation Bye-Laws.",
};

export const disclosureWords = {
  asOn: "As on",
  format: "In the format of Appendix IX of the CBSE Affiliation Bye-Laws 2018, as revised by CBSE Circular 1/2026.",
  none: "The school has not published its Mandatory Public Disclosure here yet. Please ask the school office.",
  serial: "S. No.",
  information: "Information",
  details: "Details",
  document: "Document",
  link: "Link",
  attestation: "Self-attestation",
  notUploaded: "Not uploaded",
  notGiven: "Not given",
  viewPdf: "View PDF",
  attestedBy: (who: string, on: string) => `Self-attested by ${who} on ${on}.`,
  validUntil: (date: string) => `Valid until ${date}.`,
  feePages: "See the school's fee pages",
  resultsBelow: "See the tables below.",
  sections: {
    general: "A. General information",
    documents: "B. Documents and information",
    academics: "C. Results and academics",
    staff: "D. Staff (teaching)",
    infrastructure: "E. School infrastructure",
  },
  general: {
    name: "Name of the school",
    affiliation: "Affiliation number",
    schoolCode: "School code",
    address: "Complete address with PIN code",
    principalName: "Principal's name",
    principalQualification: "Principal's qualification",
    email: "School e-mail",
    phone: "Contact details (landline and mobile)",
  },
  results: {
    caption: (level: string) => `C5. Result of the Class ${level} board examination, the last three years`,
    year: "Year",
    registered: "Registered students",
    passed: "Students passed",
    passPercentage: "Pass percentage",
    remarks: "Remarks",
    none: "No results given.",
  },
  staff: {
    principal: "Principal",
    teachers: "Total number of teachers",
    byKind: (pgt: number, tgt: number, prt: number, other: number) =>
      `PGT ${pgt}, TGT ${tgt}, PRT ${prt}${other > 0 ? `, other teachers ${other}` : ""}`,
    teachersPerSection: "Teachers per section",
    pupilTeacherRatio: "Pupil-teacher ratio",
    sectionNorm: (norm: number) => `CBSE's norm: at least ${norm}`,
    ratioNorm: (norm: number) => `CBSE's norm: at most ${norm}:1`,
    ofSections: (sections: number) => `${sections} sections`,
    ofPupils: (pupils: number) => `${pupils} pupils enrolled`,
    specialEducator: "Special educator",
    counsellor: "Counsellor and wellness teacher",
    listCaption: "D6. Teachers: name, designation and qualification (CBSE Circular 1/2026)",
    name: "Name",
    designation: "Designation",
    qualification: "Qualification",
  },
  infrastructure: {
    campus: "Total campus area of the school",
    classrooms: "Number and size of the classrooms",
    laboratories: "Number and size of the laboratories, computer labs included",
    internet: "Internet facility",
    girlsToilets: "Number of girls' toilets",
    boysToilets: "Number of boys' toilets",
    video: "YouTube video of the inspection of the school's infrastructure",
    videoLink: "Watch the inspection video",
    squareMetres: (area: string) => `${area} m²`,
    rooms: (count: number, size: string | null) =>
      size === null ? `${count} classrooms` : `${count} classrooms of ${size} m² each`,
    lab: (name: string, count: number, size: string) => `${name}: ${count} of ${size} m²`,
  },
} as const;
