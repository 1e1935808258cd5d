/**
 * The demo school's Mandatory Public Disclosure (issue 25), complete: every document of Appendix IX
 * as a made-up PDF on the school's letterhead, three years of board results, and the figures that
 * meet CBSE's norms with the faculty list (27 teachers, 18 sections: 1.5 per section; 780 pupils:
 * 28.89 to a teacher). The demo's today is 2026-11-21; nothing has expired.
 */
import type { DisclosureInput } from "#domain/kinds/disclosure";
import type { Registry } from "./registry";

type Paper = { name: string; title: string; lines: string[]; attestedOn: string; validUntil?: string };

const attestedBy = "Dr. Anita Saxena, Principal, and Mr. R. K. Agarwal, Manager";

const papers: Record<string, Paper> = {
  affiliationLetter: {
    name: "affiliation-extension",
    title: "Extension of affiliation up to 31.03.2029",
    lines: [
      "CBSE/AFF/2190147/2024: extension of provisional affiliation up to Senior Secondary level.",
      "Extension granted from 01.04.2024 to 31.03.2029.",
    ],
    attestedOn: "2026-06-10",
    validUntil: "2029-03-31",
  },
  trustRegistration: {
    name: "society-registration",
    title: "Registration of the Sunrise Valley Education Society",
    lines: ["Registered under the Societies Registration Act, 1860, No. 1432/1998.", "Renewed on 12.02.2024."],
    attestedOn: "2026-06-10",
  },
  stateNoc: {
    name: "state-noc",
    title: "No Objection Certificate, Government of Uttar Pradesh",
    lines: ["NOC for affiliation with the Central Board of Secondary Education.", "Letter No. 318/15-7-2005."],
    attestedOn: "2026-06-10",
  },
  rteRecognition: {
    name: "rte-recognition",
    title: "Recognition under the RTE Act 2009",
    lines: [
      "Recognition of the school for Classes I to VIII under section 18 of the RTE Act 2009.",
      "Renewed up to 31.03.2028.",
    ],
    attestedOn: "2026-06-10",
    validUntil: "2028-03-31",
  },
  buildingSafety: {
    name: "building-safety",
    title: "Building safety certificate",
    lines: ["The school building conforms to the National Building Code of India 2016.", "Inspected on 02.06.2026."],
    attestedOn: "2026-06-12",
    validUntil: "2027-06-30",
  },
  fireSafety: {
    name: "fire-safety",
    title: "Fire safety certificate",
    lines: [
      "Issued by the Chief Fire Officer, Kesarganj.",
      "Fire extinguishers, hydrants and exits inspected on 05.06.2026.",
    ],
    attestedOn: "2026-06-12",
    validUntil: "2027-03-31",
  },
  deoCertificate: {
    name: "deo-certificate",
    title: "Certificate of the District Education Officer",
    lines: ["Submitted by the school for the extension of affiliation.", "DEO Kesarganj, letter No. 77/2024."],
    attestedOn: "2026-06-10",
  },
  sanitationCertificates: {
    name: "water-health-sanitation",
    title: "Water, health and sanitation certificates",
    lines: [
      "Drinking water tested by the Jal Nigam laboratory: fit for drinking.",
      "Sanitation inspected by the Municipal Health Officer.",
    ],
    attestedOn: "2026-06-15",
    validUntil: "2027-04-30",
  },
  feeStructure: {
    name: "fee-structure-2026-27",
    title: "Fee structure for the session 2026-27",
    lines: ["Tuition fee, annual charges and transport fee, class by class.", "Fees are paid quarterly."],
    attestedOn: "2026-03-20",
  },
  academicCalendar: {
    name: "academic-calendar-2026-27",
    title: "Annual academic calendar 2026-27",
    lines: [
      "The session runs from 1 April 2026 to 31 March 2027.",
      "Examinations, holidays and events, month by month.",
    ],
    attestedOn: "2026-03-25",
  },
  smcList: {
    name: "school-management-committee",
    title: "School Management Committee 2026-27",
    lines: [
      "Chairman: Mr. R. K. Agarwal. Member secretary: Dr. Anita Saxena.",
      "Two parents, two teachers and two educationists.",
    ],
    attestedOn: "2026-04-05",
  },
  ptaList: {
    name: "parent-teacher-association",
    title: "Parent Teacher Association 2026-27",
    lines: [
      "President: Mrs. Geeta Chauhan (parent). Secretary: Mrs. Shalini Dubey (PGT English).",
      "One parent and one teacher from each class.",
    ],
    attestedOn: "2026-04-20",
  },
  annualReport: {
    name: "annual-report-2025-26",
    title: "Annual report 2025-26",
    lines: [
      "The session 2025-26: results, activities, staff and infrastructure.",
      "Placed on the website under CBSE Circular 1/2026.",
    ],
    attestedOn: "2026-09-05",
  },
};

export function buildDisclosure(registry: Registry): DisclosureInput {
  const documents = Object.fromEntries(
    Object.entries(papers).map(([field, paper]) => [
      field,
      {
        file: registry.pdf(`disclosure/${paper.name}.pdf`, paper.title, paper.lines, "en-IN"),
        attestedBy,
        attestedOn: paper.attestedOn,
        ...(paper.validUntil ? { validUntil: paper.validUntil } : {}),
      },
    ]),
  );
  return {
    asOn: "2026-11-01",
    schoolCode: "70418",
    principalName: "Dr. Anita Saxena",
    principalQualification: "M.Sc. (Chemistry), M.Ed., Ph.D.",
    ...documents,
    boardResults: [
      { class: "X", year: 2024, registered: 142, passed: 140, remarks: "" },
      { class: "X", year: 2025, registered: 151, passed: 150, remarks: "" },
      { class: "X", year: 2026, registered: 148, passed: 148, remarks: "All passed" },
      { class: "XII", year: 2024, registered: 118, passed: 115, remarks: "" },
      { class: "XII", year: 2025, registered: 124, passed: 122, remarks: "" },
      { class: "XII", year: 2026, registered: 131, passed: 130, remarks: "" },
    ],
    enrolment: 780,
    sections: 18,
    specialEducator: "Mrs. Anjali Mehrotra (RCI registered)",
    counsellor: "Ms. Shruti Mathur, M.A. (Psychology)",
    campusAreaSqM: 10120,
    classrooms: 36,
    classroomSizeSqM: 46,
    laboratories: [
      { name: "Physics", number: 1, sizeSqM: 72 },
      { name: "Chemistry", number: 1, sizeSqM: 72 },
      { name: "Biology", number: 1, sizeSqM: 72 },
      { name: "Computer", number: 2, sizeSqM: 64 },
      { name: "Mathematics", number: 1, sizeSqM: 48 },
    ],
    internet: "Yes",
    girlsToilets: 14,
    boysToilets: 14,
    inspectionVideoUrl: "https://www.youtube.com/watch?v=Sv7Ps4Insp0",
  } as DisclosureInput;
}
