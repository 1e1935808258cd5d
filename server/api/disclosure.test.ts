import { beforeAll, describe, expect, it } from "vitest";
import { createDiskStore } from "#content/storage/disk-store";
import { replaceSchoolContent } from "#database/queries/school-content";
import { findSingleItem } from "#database/queries/single-items";
import { bundleSchema } from "#domain/content-schema";
import { editableKinds, singleId } from "#domain/editing/editable-kinds";
import type { EditingActor } from "#server/editing/editing-actor";
import { publishCheck, publishItem, saveDraft } from "#server/editing/transitions";
import { createTestApi, fixtureBundle, fixtureNow, fixturePages, type TestApi } from "#tests/api-fixture";
import { fixtureDisclosure } from "#tests/fixtures/disclosure";

/**
 * The Mandatory Public Disclosure (issue 25) on the server: its JSON answer, the faculty answer
 * the specification fixes (the qualification stays out of it), and editing it with the reviewed
 * workflow in the admin area.
 */
let api: TestApi;
const faculty = [
  { _id: "f1", name: "First", designation: "Principal", order: 1, qualification: "M.A., B.Ed." },
  { _id: "f3", name: "Third", designation: "PGT Physics", order: 3, qualification: "M.Sc. (Physics), B.Ed." },
  { _id: "f2", name: "Second", designation: "TGT English", order: 2 },
  { _id: "f4", name: "Fourth", designation: "Office Assistant", order: 4 },
];
beforeAll(async () => {
  api = await createTestApi({ SCHOOL_CODE: "test" });
  const bundle = bundleSchema.parse({ ...fixtureBundle, faculty, disclosure: fixtureDisclosure() });
  await replaceSchoolContent(api.db, "test", bundle, [], fixturePages, new Date("2026-11-20T06:00:00Z"));
  await replaceSchoolContent(api.db, "empty", bundleSchema.parse(fixtureBundle), [], [], new Date());
});

async function getJson(path: string) {
  const response = await api.app.request(path);
  return { status: response.status, body: await response.json() };
}

describe("GET /api/disclosure/{school}", () => {
  it("answers the disclosure in Appendix IX's sections, section A completed from the profile", async () => {
    const { status, body } = await getJson("/api/disclosure/test");
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual([
      "school",
      "asOn",
      "general",
      "documents",
      "boardResults",
      "staff",
      "infrastructure",
    ]);
    expect(body.asOn).toBe("2026-11-01");
    expect(body.general).toEqual({
      name: "Test Valley School",
      affiliationNumber: "Affiliation No. 0000000",
      schoolCode: "65432",
      address: "1 School Road, Testpur",
      principalName: "Dr. A. Rao",
      principalQualification: "M.Sc., B.Ed., Ph.D.",
      email: "office@school.example",
      phone: "+91 00000 00000",
    });
  });

  it("numbers the documents as the format does, each with its attestation; the absent fee PDF is null", async () => {
    const { body } = await getJson("/api/disclosure/test");
    expect(body.documents.map((document: { number: string }) => document.number)).toEqual([
      "B1",
      "B2",
      "B3",
      "B4",
      "B5",
      "B6",
      "B7",
      "B8",
      "C1",
      "C2",
      "C3",
      "C4",
      "C6",
    ]);
    expect(body.documents[0]).toEqual({
      number: "B1",
      name: "affiliationLetter",
      label: "Affiliation or upgradation letter, and its latest extension",
      file: "test/disclosure/affiliation.pdf",
      attestedBy: "Principal and Manager",
      attestedOn: "2026-06-01",
      validUntil: "2029-03-31",
    });
    expect(body.documents[8]).toMatchObject({ number: "C1", file: null, attestedBy: null, validUntil: null });
  });

  it("works out the pass percentages, Class X first, newest year first", async () => {
    const { body } = await getJson("/api/disclosure/test");
    expect(body.boardResults.slice(0, 4)).toEqual([
      { class: "X", year: 2026, registered: 120, passed: 118, passPercentage: 98.33, remarks: "" },
      { class: "X", year: 2025, registered: 120, passed: 118, passPercentage: 98.33, remarks: "" },
      { class: "X", year: 2024, registered: 120, passed: 118, passPercentage: 98.33, remarks: "" },
      { class: "XII", year: 2026, registered: 80, passed: 79, passPercentage: 98.75, remarks: "Best yet" },
    ]);
  });

  it("counts the teachers from the faculty records and works out the figures beside the norms", async () => {
    const { body } = await getJson("/api/disclosure/test");
    expect(body.staff).toEqual({
      principalName: "Dr. A. Rao",
      teachers: { total: 2, pgt: 1, tgt: 1, prt: 0, other: 0 },
      enrolment: 60,
      sections: 2,
      pupilTeacherRatio: 30,
      teachersPerSection: 1,
      norms: { maxPupilsPerTeacher: 30, minTeachersPerSection: 1.5 },
      specialEducator: "Ms. B. Das",
      counsellor: "Mr. C. Sen",
      // In the faculty list's order; the principal and office staff are not teachers.
      list: [
        { name: "Second", designation: "TGT English", qualification: "" },
        { name: "Third", designation: "PGT Physics", qualification: "M.Sc. (Physics), B.Ed." },
      ],
    });
    expect(body.infrastructure).toMatchObject({ internet: "Yes", girlsToilets: 12, boysToilets: 11 });
  });

  it("answers 404 for a school without a disclosure, and for no school", async () => {
    expect((await getJson("/api/disclosure/empty")).status).toBe(404);
    expect((await getJson("/api/disclosure/nosuchschool")).status).toBe(404);
  });

  it("leaves the specification's faculty answer as it was: no qualification there", async () => {
    const { body } = await getJson("/api/faculty/all/test");
    for (const record of body) expect(Object.keys(record)).toEqual(["_id", "name", "designation", "order"]);
  });
});

describe("editing the disclosure in the admin area", () => {
  const editor: EditingActor = { userId: "u-editor", email: "e@school.example", address: "1.2.3.4", role: "editor" };
  const kind = editableKinds.disclosure;
  const deps = () => ({ db: api.db, files: createDiskStore("/nonexistent"), now: fixtureNow });
  const formValues = {
    asOn: "2026-11-25",
    enrolment: "90",
    sections: "3",
    internet: "No",
    fireSafety: JSON.stringify({
      file: "test/disclosure/fire-2027.pdf",
      attestedBy: "Principal",
      attestedOn: "2026-11-20",
      validUntil: "2027-11-19",
    }),
    boardResults: JSON.stringify([
      { class: "X", year: "2026", registered: "50", passed: "49", remarks: "" },
      { class: "", year: "", registered: "", passed: "", remarks: "" },
    ]),
  };

  it("is one item, started from nothing by a school that has none, and published with the reviewed workflow", async () => {
    expect(kind).toMatchObject({ name: "disclosure", single: true, publicPath: "/MandatoryPublicDisclosure" });
    const editing = { deps: deps(), school: "empty", kind, actor: editor };
    await saveDraft(editing, singleId, formValues);
    await publishItem(editing, singleId);
    const live = await findSingleItem(api.db, "empty", "disclosure");
    expect(live).toMatchObject({
      asOn: "2026-11-25",
      enrolment: 90,
      sections: 3,
      internet: "No",
      fireSafety: { file: "test/disclosure/fire-2027.pdf", validUntil: "2027-11-19" },
      boardResults: [{ class: "X", year: 2026, registered: 50, passed: 49, remarks: "" }],
    });
    const { status, body } = await getJson("/api/disclosure/empty");
    expect(status).toBe(200);
    expect(body.boardResults).toEqual([
      { class: "X", year: 2026, registered: 50, passed: 49, passPercentage: 98, remarks: "" },
    ]);
  });

  it("says in the form's words what stops a publish inside a document or a row", async () => {
    const check = await publishCheck(
      deps(),
      kind,
      {
        asOn: "2026-11-25",
        fireSafety: { file: "test/disclosure/fire.pdf", attestedBy: "Principal", attestedOn: "2026-13-01" },
        boardResults: [{ class: "X", year: 2026, registered: 10, passed: 11, remarks: "" }],
      },
      { school: "test" },
    );
    expect(check.fields).toEqual({
      fireSafety: "B6. Fire safety certificate from the competent authority (date of attestation) must be a date.",
      boardResults:
        "C5. Board results, Class X and XII, the last three years (row 1, Passed): more passed than registered",
    });
  });

  it("puts every document's PDF through the publish-time PDF checks", async () => {
    const check = await publishCheck(
      deps(),
      kind,
      {
        asOn: "2026-11-25",
        fireSafety: { file: "test/disclosure/missing.pdf", attestedBy: "Principal", attestedOn: "2026-11-01" },
      },
      { school: "test" },
    );
    expect(check.problems.some((problem) => problem.field === "fireSafety")).toBe(true);
  });
});
