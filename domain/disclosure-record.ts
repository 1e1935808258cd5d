import { z } from "zod";
import type { Profile } from "#domain/content-schema";
import {
  disclosureFigures,
  disclosureNorms,
  passPercentage,
  teacherCategory,
  teacherCounts,
} from "#domain/disclosure-figures";
import { type Disclosure, disclosureDocuments } from "#domain/kinds/disclosure";

/**
 * What `GET /api/disclosure/{school}` answers (issue 25) and the page shows: the published
 * disclosure in Appendix IX's order, section A completed from the profile, section D's teachers
 * from the faculty records, and the worked-out figures (disclosure-figures.ts). Absent values are
 * null, so every answer has the same keys; files are stored paths, as in every answer.
 */

const nullableText = z.string().nullable();
const nullableNumber = z.number().nullable();

export const disclosureDocumentRecordSchema = z.object({
  /** Appendix IX's number: `B1` … `B8`, `C1` … `C4`, `C6`. */
  number: z.string(),
  name: z.string(),
  label: z.string(),
  file: nullableText,
  attestedBy: nullableText,
  attestedOn: nullableText,
  validUntil: nullableText,
});

export const disclosureRecordSchema = z.object({
  school: z.string(),
  asOn: z.string(),
  general: z.object({
    name: z.string(),
    affiliationNumber: z.string(),
    schoolCode: nullableText,
    address: z.string(),
    principalName: nullableText,
    principalQualification: nullableText,
    email: z.string(),
    phone: z.string(),
  }),
  documents: z.array(disclosureDocumentRecordSchema),
  boardResults: z.array(
    z.object({
      class: z.string(),
      year: z.number(),
      registered: z.number(),
      passed: z.number(),
      passPercentage: nullableNumber,
      remarks: z.string(),
    }),
  ),
  staff: z.object({
    principalName: nullableText,
    teachers: z.object({ total: z.number(), pgt: z.number(), tgt: z.number(), prt: z.number(), other: z.number() }),
    enrolment: nullableNumber,
    sections: nullableNumber,
    pupilTeacherRatio: nullableNumber,
    teachersPerSection: nullableNumber,
    norms: z.object({ maxPupilsPerTeacher: z.number(), minTeachersPerSection: z.number() }),
    specialEducator: nullableText,
    counsellor: nullableText,
    list: z.array(z.object({ name: z.string(), designation: z.string(), qualification: z.string() })),
  }),
  infrastructure: z.object({
    campusAreaSqM: nullableNumber,
    classrooms: nullableNumber,
    classroomSizeSqM: nullableNumber,
    laboratories: z.array(z.object({ name: z.string(), number: z.number(), sizeSqM: z.number() })),
    internet: nullableText,
    girlsToilets: nullableNumber,
    boysToilets: nullableNumber,
    inspectionVideoUrl: nullableText,
  }),
});
export type DisclosureRecord = z.infer<typeof disclosureRecordSchema>;
export type DisclosureDocumentRecord = z.infer<typeof disclosureDocumentRecordSchema>;

export type FacultyMember = { name: string; designation: string; qualification: string; order: number };

const orNull = <T>(value: T | undefined): T | null => value ?? null;

export function disclosureRecord(
  school: string,
  disclosure: Disclosure,
  profile: Profile,
  faculty: readonly FacultyMember[],
): DisclosureRecord {
  const teachers = [...faculty]
    .sort((one, other) => one.order - other.order)
    .filter((member) => teacherCategory(member.designation) !== undefined);
  const figures = disclosureFigures(teachers, disclosure.enrolment, disclosure.sections);
  return {
    school,
    asOn: disclosure.asOn,
    general: {
      name: profile.name,
      affiliationNumber: profile.affiliation,
      schoolCode: orNull(disclosure.schoolCode),
      address: profile.address,
      principalName: orNull(disclosure.principalName),
      principalQualification: orNull(disclosure.principalQualification),
      email: profile.email,
      phone: profile.phone,
    },
    documents: disclosureDocuments.map(({ name, number, label }) => {
      const document = disclosure[name];
      return {
        number,
        name,
        label,
        file: orNull(document?.file),
        attestedBy: orNull(document?.attestedBy),
        attestedOn: orNull(document?.attestedOn),
        validUntil: orNull(document?.validUntil),
      };
    }),
    // Class X before XII, each newest year first, as the format's two tables show them.
    boardResults: [...disclosure.boardResults]
      .sort((one, other) => one.class.localeCompare(other.class, "en") || other.year - one.year)
      .map((row) => ({ ...row, passPercentage: passPercentage(row.registered, row.passed) })),
    staff: {
      principalName: orNull(disclosure.principalName),
      teachers: teacherCounts(teachers),
      enrolment: orNull(disclosure.enrolment),
      sections: orNull(disclosure.sections),
      pupilTeacherRatio: figures.pupilTeacherRatio,
      teachersPerSection: figures.teachersPerSection,
      norms: { ...disclosureNorms },
      specialEducator: orNull(disclosure.specialEducator),
      counsellor: orNull(disclosure.counsellor),
      list: teachers.map(({ name, designation, qualification }) => ({ name, designation, qualification })),
    },
    infrastructure: {
      campusAreaSqM: orNull(disclosure.campusAreaSqM),
      classrooms: orNull(disclosure.classrooms),
      classroomSizeSqM: orNull(disclosure.classroomSizeSqM),
      laboratories: disclosure.laboratories,
      internet: orNull(disclosure.internet),
      girlsToilets: orNull(disclosure.girlsToilets),
      boysToilets: orNull(disclosure.boysToilets),
      inspectionVideoUrl: orNull(disclosure.inspectionVideoUrl),
    },
  };
}
