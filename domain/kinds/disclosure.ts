import { z } from "zod";
import { httpUrl, isoDate, optionalText, pdfRef } from "#domain/content-fields";
import type { EditableField, RowColumn } from "#domain/editing/editable-fields";
import { defineSingleKind } from "#domain/kinds/single-kind";

/**
 * The CBSE Mandatory Public Disclosure (issue 25): Appendix IX of the Affiliation Bye-Laws 2018,
 * as revised by Circular 1/2026, kept as data. One object per school, bundle key `disclosure`.
 * Section A's name, affiliation number, address, e-mail and phone are the profile's (one place
 * to change them); section D's teachers are the faculty records. Everything a school may not have
 * yet is optional, so a partial disclosure can be published while the health panel
 * (disclosure-health.ts) lists what is missing.
 */

const count = z.number({ message: "must be a number" }).int({ message: "must be a whole number" }).min(0, {
  message: "must not be negative",
});
const area = z.number({ message: "must be a number" }).positive({ message: "must be more than 0" });

/** One document of the disclosure: a PDF, who self-attested it and when, and for licences until when it is valid. */
export const disclosureDocumentSchema = z
  .strictObject({
    /** A file name in a bundle, a stored path after the import. */
    file: pdfRef,
    attestedBy: z.string().trim().min(1, { message: "say who self-attested it" }),
    attestedOn: isoDate,
    validUntil: isoDate.optional(),
  })
  .refine((document) => document.validUntil === undefined || document.validUntil >= document.attestedOn, {
    message: "must be valid until a day after it was attested",
    path: ["validUntil"],
  });
export type DisclosureDocument = z.infer<typeof disclosureDocumentSchema>;

export const boardClasses = ["X", "XII"] as const;

/** One year's board result of one class (section C5); the pass percentage is worked out, never typed. */
export const boardResultSchema = z
  .strictObject({
    class: z.enum(boardClasses, { message: "expected X or XII" }),
    year: z.number({ message: "must be a year" }).int().min(2000, { message: "must be a year" }).max(2100),
    registered: count,
    passed: count,
    remarks: z.string().trim().default(""),
  })
  .refine((row) => row.passed <= row.registered, {
    message: "more passed than registered",
    path: ["passed"],
  });
export type BoardResult = z.infer<typeof boardResultSchema>;

/** A laboratory (section E3), computer labs included. */
export const laboratorySchema = z.strictObject({
  name: z.string().trim().min(1, { message: "must not be empty" }),
  number: count.min(1, { message: "must be at least 1" }),
  sizeSqM: area,
});

export const disclosureSchema = z.strictObject({
  /** The date the disclosure is true on, printed as "as on". */
  asOn: isoDate,
  // A. General information (the rest is the profile's).
  schoolCode: optionalText,
  principalName: optionalText,
  principalQualification: optionalText,
  // B. Documents and information.
  affiliationLetter: disclosureDocumentSchema.optional(),
  trustRegistration: disclosureDocumentSchema.optional(),
  stateNoc: disclosureDocumentSchema.optional(),
  rteRecognition: disclosureDocumentSchema.optional(),
  buildingSafety: disclosureDocumentSchema.optional(),
  fireSafety: disclosureDocumentSchema.optional(),
  deoCertificate: disclosureDocumentSchema.optional(),
  sanitationCertificates: disclosureDocumentSchema.optional(),
  // C. Results and academics.
  /** Absent: the site's own fee pages are linked instead. */
  feeStructure: disclosureDocumentSchema.optional(),
  academicCalendar: disclosureDocumentSchema.optional(),
  smcList: disclosureDocumentSchema.optional(),
  ptaList: disclosureDocumentSchema.optional(),
  boardResults: z.array(boardResultSchema).default([]),
  /** Circular 1/2026: on the website before 15 September each year. */
  annualReport: disclosureDocumentSchema.optional(),
  // D. Staff (teaching); the teachers themselves are the faculty records.
  enrolment: count.optional(),
  sections: count.min(1, { message: "must be at least 1" }).optional(),
  specialEducator: optionalText,
  counsellor: optionalText,
  // E. School infrastructure.
  campusAreaSqM: area.optional(),
  classrooms: count.optional(),
  classroomSizeSqM: area.optional(),
  laboratories: z.array(laboratorySchema).default([]),
  internet: z.enum(["Yes", "No"], { message: "expected Yes or No" }).optional(),
  girlsToilets: count.optional(),
  boysToilets: count.optional(),
  inspectionVideoUrl: httpUrl.optional(),
});
export type Disclosure = z.infer<typeof disclosureSchema>;

/** The fields that hold a document, in Appendix IX's order, with the number and words it gives each. */
export const disclosureDocuments = [
  {
    name: "affiliationLetter",
    number: "B1",
    label: "Affiliation or upgradation letter, and its latest extension",
    licence: true,
  },
  { name: "trustRegistration", number: "B2", label: "Society, trust or company registration or renewal" },
  { name: "stateNoc", number: "B3", label: "No Objection Certificate from the State or UT" },
  {
    name: "rteRecognition",
    number: "B4",
    label: "Recognition certificate under the RTE Act 2009, and its renewal",
    licence: true,
  },
  {
    name: "buildingSafety",
    number: "B5",
    label: "Building safety certificate under the National Building Code",
    licence: true,
  },
  { name: "fireSafety", number: "B6", label: "Fire safety certificate from the competent authority", licence: true },
  {
    name: "deoCertificate",
    number: "B7",
    label: "DEO certificate, or the self-certification submitted for affiliation",
  },
  { name: "sanitationCertificates", number: "B8", label: "Water, health and sanitation certificates", licence: true },
  { name: "feeStructure", number: "C1", label: "Fee structure of the school" },
  { name: "academicCalendar", number: "C2", label: "Annual academic calendar" },
  { name: "smcList", number: "C3", label: "List of the School Management Committee (SMC)" },
  { name: "ptaList", number: "C4", label: "List of the Parent Teacher Association (PTA) members" },
  { name: "annualReport", number: "C6", label: "Annual report of the school" },
] as const satisfies readonly { name: keyof Disclosure; number: string; label: string; licence?: boolean }[];
export type DisclosureDocumentName = (typeof disclosureDocuments)[number]["name"];

const documentField = (
  entry: (typeof disclosureDocuments)[number],
  section: string,
  hint?: string,
): EditableField<DisclosureDocumentName> => ({
  name: entry.name,
  label: `${entry.number}. ${entry.label}`,
  widget: "document",
  accept: "documents",
  section,
  hint: hint ?? ("licence" in entry ? "A licence: give the date it is valid until." : undefined),
});

const boardColumns: readonly RowColumn[] = [
  { name: "class", label: "Class", type: "choice", options: boardClasses },
  { name: "year", label: "Year", type: "number" },
  { name: "registered", label: "Registered", type: "number" },
  { name: "passed", label: "Passed", type: "number" },
  { name: "remarks", label: "Remarks", type: "text" },
];
const labColumns: readonly RowColumn[] = [
  { name: "name", label: "Laboratory", type: "text" },
  { name: "number", label: "Number", type: "number" },
  { name: "sizeSqM", label: "Size (m²)", type: "number" },
];

const sectionA = "A. General information";
const sectionB = "B. Documents and information";
const sectionC = "C. Results and academics";
const sectionD = "D. Staff (teaching)";
const sectionE = "E. School infrastructure";
const byName = (name: DisclosureDocumentName) => {
  const found = disclosureDocuments.find((entry) => entry.name === name);
  if (!found) throw new Error(`${name} is not a document of the disclosure`);
  return found;
};

export const disclosure = defineSingleKind({
  key: "disclosure",
  schema: disclosureSchema,
  editing: {
    workflow: "reviewed",
    title: "Mandatory Public Disclosure",
    publicPath: "/MandatoryPublicDisclosure",
    fields: [
      {
        name: "asOn",
        label: "As on",
        widget: "date",
        section: sectionA,
        hint: "The date this disclosure is true on; the page prints it.",
      },
      {
        name: "schoolCode",
        label: "A3. School code",
        widget: "text",
        section: sectionA,
        hint: "The school's name, affiliation number, address, e-mail and phone are the school profile's.",
      },
      { name: "principalName", label: "A5. Principal's name", widget: "text", section: sectionA },
      { name: "principalQualification", label: "A6. Principal's qualification", widget: "text", section: sectionA },
      ...disclosureDocuments
        .filter((entry) => entry.number.startsWith("B"))
        .map((entry) => documentField(entry, sectionB)),
      documentField(byName("feeStructure"), sectionC, "Optional: without it, the site's fee pages are linked."),
      documentField(byName("academicCalendar"), sectionC),
      documentField(byName("smcList"), sectionC),
      documentField(byName("ptaList"), sectionC),
      {
        name: "boardResults",
        label: "C5. Board results, Class X and XII, the last three years",
        widget: "rows",
        columns: boardColumns,
        section: sectionC,
        hint: "One row per class and year. The pass percentage is worked out.",
      },
      documentField(
        byName("annualReport"),
        sectionC,
        "Due on the website by 15 September each year (Circular 1/2026).",
      ),
      {
        name: "enrolment",
        label: "Students enrolled",
        widget: "number",
        section: sectionD,
        hint: "With the teachers of the faculty list, gives the pupil-teacher ratio.",
      },
      { name: "sections", label: "Number of sections", widget: "number", section: sectionD },
      { name: "specialEducator", label: "D4. Special educator", widget: "text", section: sectionD },
      { name: "counsellor", label: "D5. Counsellor and wellness teacher", widget: "text", section: sectionD },
      { name: "campusAreaSqM", label: "E1. Total campus area (m²)", widget: "number", section: sectionE },
      { name: "classrooms", label: "E2. Number of classrooms", widget: "number", section: sectionE },
      { name: "classroomSizeSqM", label: "E2. Size of a classroom (m²)", widget: "number", section: sectionE },
      {
        name: "laboratories",
        label: "E3. Laboratories, computer labs included",
        widget: "rows",
        columns: labColumns,
        section: sectionE,
      },
      { name: "internet", label: "E4. Internet facility", widget: "choice", options: ["Yes", "No"], section: sectionE },
      { name: "girlsToilets", label: "E5. Girls' toilets", widget: "number", section: sectionE },
      { name: "boysToilets", label: "E6. Boys' toilets", widget: "number", section: sectionE },
      {
        name: "inspectionVideoUrl",
        label: "E7. YouTube video of the inspection of the infrastructure",
        widget: "url",
        section: sectionE,
      },
    ],
  },
});
export type DisclosureInput = z.input<typeof disclosureSchema>;
