import { describe, expect, it } from "vitest";
import { addDays, disclosureHealth, disclosureLinks } from "./disclosure-health";
import { type Disclosure, disclosureSchema } from "./kinds/disclosure";

const today = "2026-11-27";
const document = (validUntil?: string) => ({
  file: "disclosure/doc.pdf",
  attestedBy: "Principal",
  attestedOn: "2026-06-01",
  ...(validUntil ? { validUntil } : {}),
});

/** A complete disclosure, nothing wrong with it on `today`. */
function complete(): Disclosure {
  const results = [2024, 2025, 2026].flatMap((year) => [
    { class: "X", year, registered: 100, passed: 99 },
    { class: "XII", year, registered: 80, passed: 80 },
  ]);
  return disclosureSchema.parse({
    asOn: "2026-11-01",
    schoolCode: "12345",
    principalName: "Dr. A. Rao",
    principalQualification: "M.Sc., B.Ed.",
    affiliationLetter: document("2029-03-31"),
    trustRegistration: document(),
    stateNoc: document(),
    rteRecognition: document("2028-03-31"),
    buildingSafety: document("2027-06-30"),
    fireSafety: document("2027-06-30"),
    deoCertificate: document(),
    sanitationCertificates: document("2027-06-30"),
    academicCalendar: document(),
    smcList: document(),
    ptaList: document(),
    boardResults: results,
    annualReport: document(),
    enrolment: 900,
    sections: 20,
    specialEducator: "Ms. B. Das",
    counsellor: "Mr. C. Sen",
    campusAreaSqM: 8000,
    classrooms: 30,
    classroomSizeSqM: 46,
    laboratories: [{ name: "Physics", number: 1, sizeSqM: 60 }],
    internet: "Yes",
    girlsToilets: 12,
    boysToilets: 12,
    inspectionVideoUrl: "https://www.youtube.com/watch?v=abcdefghijk",
  });
}

describe("the disclosure's health panel", () => {
  it("finds nothing wrong with a complete, current disclosure", () => {
    expect(disclosureHealth(complete(), today)).toEqual([]);
  });

  it("says when nothing is published", () => {
    expect(disclosureHealth(undefined, today)).toEqual([
      { kind: "missing", field: "asOn", message: "The disclosure has not been published yet." },
    ]);
  });

  it("lists what is missing: a fact, a document, a licence's date, board years, laboratories", () => {
    const partial = complete();
    partial.principalQualification = undefined;
    partial.fireSafety = undefined;
    partial.buildingSafety = document();
    partial.boardResults = partial.boardResults.filter((row) => !(row.class === "XII" && row.year === 2024));
    partial.laboratories = [];
    expect(disclosureHealth(partial, today)).toEqual([
      { kind: "missing", field: "principalQualification", message: "A6. The principal's qualification is not given." },
      {
        kind: "missing",
        field: "buildingSafety",
        message: "B5. Building safety certificate under the National Building Code: no valid-until date.",
      },
      {
        kind: "missing",
        field: "fireSafety",
        message: "B6. Fire safety certificate from the competent authority: no document.",
      },
      { kind: "missing", field: "boardResults", message: "C5. Class XII board results: 2 of the last 3 years given." },
      { kind: "missing", field: "laboratories", message: "E3. No laboratories are listed." },
    ]);
  });

  it("does not count a missing fee structure PDF: the site's fee pages stand in", () => {
    const withoutFees = complete();
    withoutFees.feeStructure = undefined;
    expect(disclosureHealth(withoutFees, today)).toEqual([]);
  });

  it("flags what has expired, and what expires within 60 days but not on the 61st", () => {
    const dated = complete();
    dated.fireSafety = document("2026-11-26");
    dated.buildingSafety = document(addDays(today, 60));
    dated.sanitationCertificates = document(addDays(today, 61));
    dated.rteRecognition = document(today);
    expect(disclosureHealth(dated, today)).toEqual([
      {
        kind: "expiring",
        field: "rteRecognition",
        message: "B4. Recognition certificate under the RTE Act 2009, and its renewal: expires on 2026-11-27.",
      },
      {
        kind: "expiring",
        field: "buildingSafety",
        message: "B5. Building safety certificate under the National Building Code: expires on 2027-01-26.",
      },
      {
        kind: "expired",
        field: "fireSafety",
        message: "B6. Fire safety certificate from the competent authority: expired on 2026-11-26.",
      },
    ]);
  });

  it("flags a document attested over a year ago, and an old 'as on' date", () => {
    const old = complete();
    old.smcList = { ...document(), attestedOn: "2025-11-26" };
    old.ptaList = { ...document(), attestedOn: "2025-11-27" };
    old.asOn = "2025-11-01";
    expect(disclosureHealth(old, today)).toEqual([
      { kind: "stale", field: "asOn", message: 'The "as on" date, 2025-11-01, is over a year old.' },
      {
        kind: "stale",
        field: "smcList",
        message: "C3. List of the School Management Committee (SMC): attested on 2025-11-26, over a year ago.",
      },
    ]);
  });

  it("lists an external link the daily check found broken, and only the disclosure's own", () => {
    const problems = disclosureHealth(complete(), today, [
      { url: "https://www.youtube.com/watch?v=abcdefghijk", problem: "404" },
      { url: "https://elsewhere.example/", problem: "no answer in 10 s" },
    ]);
    expect(problems).toEqual([
      {
        kind: "broken",
        field: "inspectionVideoUrl",
        message: "E7. The inspection video's link does not answer (404).",
      },
    ]);
    expect(disclosureLinks(complete())).toEqual(["https://www.youtube.com/watch?v=abcdefghijk"]);
    expect(disclosureLinks(undefined)).toEqual([]);
  });

  it("adds the figures' warnings", () => {
    const problems = disclosureHealth(complete(), today, [], [{ figure: "teachersPerSection", message: "Too few." }]);
    expect(problems).toEqual([{ kind: "figure", field: "sections", message: "Too few." }]);
  });
});
