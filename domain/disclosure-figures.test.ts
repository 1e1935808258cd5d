import { describe, expect, it } from "vitest";
import {
  disclosureFigures,
  figureWarnings,
  formatRatio,
  passPercentage,
  pupilTeacherRatio,
  teacherCategory,
  teacherCounts,
  teachersPerSection,
} from "./disclosure-figures";

const staff = (...designations: string[]) => designations.map((designation) => ({ designation }));

describe("the teachers counted from the faculty records", () => {
  it("sorts designations into PGT, TGT, PRT and other teaching posts", () => {
    expect(teacherCategory("PGT Physics")).toBe("PGT");
    expect(teacherCategory("pgt (chemistry)")).toBe("PGT");
    expect(teacherCategory("TGT Sanskrit")).toBe("TGT");
    expect(teacherCategory("PRT")).toBe("PRT");
    expect(teacherCategory("Music Teacher")).toBe("other");
    expect(teacherCategory("Librarian")).toBe("other");
    expect(teacherCategory("Counsellor")).toBe("other");
    expect(teacherCategory("NTT (Pre-Primary)")).toBe("other");
    expect(teacherCategory("Special Educator")).toBe("other");
  });

  it("does not count the school's heads or office staff as teachers", () => {
    expect(teacherCategory("Principal")).toBeUndefined();
    expect(teacherCategory("Vice Principal")).toBeUndefined();
    expect(teacherCategory("Headmistress (Primary Wing)")).toBeUndefined();
    expect(teacherCategory("Office Superintendent")).toBeUndefined();
    expect(teacherCategory("")).toBeUndefined();
  });

  it("counts them by kind", () => {
    expect(
      teacherCounts(staff("Principal", "PGT Physics", "PGT English", "TGT Hindi", "PRT", "PRT", "PRT", "PET", "Clerk")),
    ).toEqual({ total: 7, pgt: 2, tgt: 1, prt: 3, other: 1 });
    expect(teacherCounts([])).toEqual({ total: 0, pgt: 0, tgt: 0, prt: 0, other: 0 });
  });
});

describe("the pupil-teacher ratio", () => {
  it("is the enrolment over the teachers, to two places", () => {
    expect(pupilTeacherRatio(900, 30)).toBe(30);
    expect(pupilTeacherRatio(1000, 30)).toBe(33.33);
    expect(pupilTeacherRatio(640, 27)).toBe(23.7);
  });

  it("cannot be worked out without an enrolment or without teachers", () => {
    expect(pupilTeacherRatio(undefined, 30)).toBeNull();
    expect(pupilTeacherRatio(900, 0)).toBeNull();
  });

  it("is printed as pupils to one teacher", () => {
    expect(formatRatio(23.7)).toBe("23.7:1");
    expect(formatRatio(30)).toBe("30:1");
  });
});

describe("the teachers per section", () => {
  it("is the teachers over the sections, to two places", () => {
    expect(teachersPerSection(30, 20)).toBe(1.5);
    expect(teachersPerSection(29, 20)).toBe(1.45);
    expect(teachersPerSection(31, 12)).toBe(2.58);
  });

  it("cannot be worked out without the sections", () => {
    expect(teachersPerSection(30, undefined)).toBeNull();
    expect(teachersPerSection(30, 0)).toBeNull();
  });
});

describe("a board result's pass percentage", () => {
  it("is the passed over the registered, to two places", () => {
    expect(passPercentage(120, 118)).toBe(98.33);
    expect(passPercentage(80, 80)).toBe(100);
    expect(passPercentage(3, 0)).toBe(0);
  });

  it("is none when nobody registered", () => {
    expect(passPercentage(0, 0)).toBeNull();
  });
});

describe("the warnings beside CBSE's norms", () => {
  const teachers = (count: number) => staff(...Array.from({ length: count }, () => "TGT Science"));

  it("says nothing at the norms themselves: 30:1 and 1.5 per section", () => {
    expect(figureWarnings(disclosureFigures(teachers(30), 900, 20))).toEqual([]);
  });

  it("warns above 30 pupils per teacher", () => {
    const warnings = figureWarnings(disclosureFigures(teachers(30), 901, 20));
    expect(warnings).toEqual([
      {
        figure: "pupilTeacherRatio",
        message: "The pupil-teacher ratio is 30.03:1, above CBSE's norm of at most 30:1.",
      },
    ]);
  });

  it("warns below 1.5 teachers per section", () => {
    const warnings = figureWarnings(disclosureFigures(teachers(29), 600, 20));
    expect(warnings).toEqual([
      {
        figure: "teachersPerSection",
        message: "Teachers per section: 1.45, below CBSE's norm of at least 1.5.",
      },
    ]);
  });

  it("warns when a figure cannot be worked out", () => {
    const warnings = figureWarnings(disclosureFigures([], undefined, undefined));
    expect(warnings.map((warning) => warning.figure)).toEqual(["pupilTeacherRatio", "teachersPerSection"]);
  });
});
