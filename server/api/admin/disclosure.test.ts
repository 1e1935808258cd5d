import { beforeAll, describe, expect, it } from "vitest";
import { saveLinkChecks } from "#database/queries/link-checks";
import { replaceSchoolContent } from "#database/queries/school-content";
import { bundleSchema } from "#domain/content-schema";
import { createTestApi, fixtureBundle, fixturePages, type TestApi } from "#tests/api-fixture";
import { fixtureDisclosure } from "#tests/fixtures/disclosure";
import { createStaff, signIn } from "#tests/staff-fixture";

/**
 * The disclosure's health panel and the dashboard's annual report reminder (issue 25), as the admin
 * API answers them on the fixture's day, 21 November 2026 in Kolkata.
 */
let api: TestApi;
let cookie: string;
beforeAll(async () => {
  api = await createTestApi({ SCHOOL_CODE: "test" });
  const disclosure = fixtureDisclosure();
  disclosure.fireSafety = {
    file: "test/disclosure/fire.pdf",
    attestedBy: "Principal",
    attestedOn: "2026-01-10",
    validUntil: "2026-12-31",
  };
  disclosure.annualReport = undefined;
  const bundle = bundleSchema.parse({ ...fixtureBundle, disclosure });
  await replaceSchoolContent(api.db, "test", bundle, [], fixturePages);
  await replaceSchoolContent(api.db, "empty", bundleSchema.parse(fixtureBundle), [], []);
  await createStaff(api.app, api.auth, api.db, "contributor@school.example", "contributor", "test");
  await createStaff(api.app, api.auth, api.db, "contributor@empty.example", "contributor", "empty");
  cookie = await signIn(api.app, "contributor@school.example");
});

const health = async (school = "test", as = cookie) => {
  const response = await api.app.request(`/api/admin/schools/${school}/disclosure/health`, { headers: { cookie: as } });
  return { status: response.status, body: await response.json() };
};

describe("GET /api/admin/schools/{school}/disclosure/health", () => {
  it("lists what expires within 60 days, what is missing and the figures outside the norms", async () => {
    const { status, body } = await health();
    expect(status).toBe(200);
    expect(body.problems).toEqual([
      {
        kind: "expiring",
        field: "fireSafety",
        message: "B6. Fire safety certificate from the competent authority: expires on 2026-12-31.",
      },
      { kind: "missing", field: "annualReport", message: "C6. Annual report of the school: no document." },
      {
        kind: "figure",
        field: "sections",
        // The fixture's faculty: a TGT and a PRT (the principal is not counted), for two sections.
        message: "Teachers per section: 1, below CBSE's norm of at least 1.5.",
      },
    ]);
  });

  it("adds the link the daily check found broken", async () => {
    await saveLinkChecks(api.db, "test", [
      {
        url: "https://www.youtube.com/watch?v=abcdefghijk",
        ok: false,
        problem: "404",
        checkedAt: "2026-11-21T00:00:00Z",
      },
    ]);
    const { body } = await health();
    expect(body.problems).toContainEqual({
      kind: "broken",
      field: "inspectionVideoUrl",
      message: "E7. The inspection video's link does not answer (404).",
    });
    await saveLinkChecks(api.db, "test", []);
  });

  it("reminds of the annual report after 15 September, overdue, until it is uploaded", async () => {
    const { body } = await health();
    expect(body.reminder).toMatchObject({ due: "2026-09-15", overdue: true });
    expect(body.reminder.text).toMatch(/was due on the website by 15 September 2026/);
  });

  it("says so when the school has published none", async () => {
    const { body } = await health("empty", await signIn(api.app, "contributor@empty.example"));
    expect(body.problems).toEqual([
      { kind: "missing", field: "asOn", message: "The disclosure has not been published yet." },
    ]);
  });

  it("is the school's own: another school's staff is refused", async () => {
    expect((await health("empty")).status).toBe(403);
  });
});
