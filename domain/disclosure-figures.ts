/**
 * The disclosure's worked-out figures (issue 25): the teachers counted from the faculty records,
 * the pupil-teacher ratio and the teachers per section beside CBSE's norms, and the board
 * results' pass percentages. Pure, so every figure is tested; the page, the API and the admin
 * area's warnings all read them from here.
 */

/** CBSE's norms: at most 30 pupils per teacher, at least 1.5 teachers per section. */
export const disclosureNorms = { maxPupilsPerTeacher: 30, minTeachersPerSection: 1.5 } as const;

export type TeacherCategory = "PGT" | "TGT" | "PRT" | "other";

const heads = /\b(vice[- ]?principal|principal|head ?mistress|head ?master)\b/i;
const otherTeaching =
  /\b(teacher|educator|counsell?or|librarian|NTT|PET|PTI|coach|instructor|lecturer|coordinator|wellness)\b/i;

/**
 * Which kind of teacher a designation names: PGT, TGT, PRT (Appendix IX's counts), another
 * teaching post (a music teacher, the librarian, the counsellor), or none. The principal, vice
 * principal and heads of wing are the school's heads, listed as such and not counted as teachers;
 * office staff are not teachers either.
 */
export function teacherCategory(designation: string): TeacherCategory | undefined {
  if (/\bPGT\b/i.test(designation)) return "PGT";
  if (/\bTGT\b/i.test(designation)) return "TGT";
  if (/\bPRT\b/i.test(designation)) return "PRT";
  if (heads.test(designation)) return undefined;
  return otherTeaching.test(designation) ? "other" : undefined;
}

export type TeacherCounts = { total: number; pgt: number; tgt: number; prt: number; other: number };

export function teacherCounts(faculty: readonly { designation: string }[]): TeacherCounts {
  const counts: TeacherCounts = { total: 0, pgt: 0, tgt: 0, prt: 0, other: 0 };
  for (const member of faculty) {
    const category = teacherCategory(member.designation);
    if (!category) continue;
    counts.total++;
    if (category === "PGT") counts.pgt++;
    else if (category === "TGT") counts.tgt++;
    else if (category === "PRT") counts.prt++;
    else counts.other++;
  }
  return counts;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** Pupils per teacher, to two places; null when the enrolment is not given or there are no teachers. */
export function pupilTeacherRatio(enrolment: number | undefined, teachers: number): number | null {
  if (enrolment === undefined || teachers <= 0) return null;
  return round(enrolment / teachers, 2);
}

/** Teachers per section, to two places; null when the sections are not given. */
export function teachersPerSection(teachers: number, sections: number | undefined): number | null {
  if (sections === undefined || sections <= 0) return null;
  return round(teachers / sections, 2);
}

/** A board result's pass percentage, to two places; null when nobody registered. */
export function passPercentage(registered: number, passed: number): number | null {
  if (registered <= 0) return null;
  return round((passed / registered) * 100, 2);
}

export type DisclosureFigures = {
  teachers: TeacherCounts;
  pupilTeacherRatio: number | null;
  teachersPerSection: number | null;
};

export function disclosureFigures(
  faculty: readonly { designation: string }[],
  enrolment: number | undefined,
  sections: number | undefined,
): DisclosureFigures {
  const teachers = teacherCounts(faculty);
  return {
    teachers,
    pupilTeacherRatio: pupilTeacherRatio(enrolment, teachers.total),
    teachersPerSection: teachersPerSection(teachers.total, sections),
  };
}

export type FigureWarning = { figure: "pupilTeacherRatio" | "teachersPerSection"; message: string };

/** What staff are warned of: a figure outside CBSE's norm, or one that cannot be worked out. */
export function figureWarnings(figures: DisclosureFigures): FigureWarning[] {
  const warnings: FigureWarning[] = [];
  const { maxPupilsPerTeacher, minTeachersPerSection } = disclosureNorms;
  if (figures.pupilTeacherRatio === null) {
    warnings.push({
      figure: "pupilTeacherRatio",
      message: "The pupil-teacher ratio cannot be worked out: give the enrolment, and list the teachers in Faculty.",
    });
  } else if (figures.pupilTeacherRatio > maxPupilsPerTeacher) {
    warnings.push({
      figure: "pupilTeacherRatio",
      message: `The pupil-teacher ratio is ${formatRatio(figures.pupilTeacherRatio)}, above CBSE's norm of at most ${maxPupilsPerTeacher}:1.`,
    });
  }
  if (figures.teachersPerSection === null) {
    warnings.push({
      figure: "teachersPerSection",
      message: "The teachers per section cannot be worked out: give the number of sections.",
    });
  } else if (figures.teachersPerSection < minTeachersPerSection) {
    warnings.push({
      figure: "teachersPerSection",
      message: `Teachers per section: ${formatNumber(figures.teachersPerSection)}, below CBSE's norm of at least ${minTeachersPerSection}.`,
    });
  }
  return warnings;
}

/** `25.5` → `25.5`, `26` → `26`: at most two places, no trailing zeros. */
export function formatNumber(value: number): string {
  return String(round(value, 2));
}

/** A ratio of pupils to one teacher, as the page prints it: `25.5:1`. */
export function formatRatio(value: number): string {
  return `${formatNumber(value)}:1`;
}
