import { describe, expect, it } from "vitest";
import { bundleSchema } from "#domain/content-schema";
import { fixtureBundle } from "#tests/api-fixture";

/** The bundle's validation of `circulars` (issue 22): each rule refused at its item's field. */
const circular = (overrides: Record<string, unknown> = {}) => ({
  number: "SVPS/2026/041",
  title: "Parent-teacher meeting",
  date: "2026-10-06",
  classes: ["I", "XII"],
  summary: "On Saturday.",
  attachments: ["circulars/041.pdf"],
  ...overrides,
});

function issuesOf(circulars: unknown[]) {
  const parsed = bundleSchema.safeParse({ ...fixtureBundle, circulars });
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

describe("circulars in a bundle", () => {
  it("accepts a circular, and fills an absent summary and classes (the whole school)", () => {
    const parsed = bundleSchema.parse({
      ...fixtureBundle,
      circulars: [circular(), { ...circular({ number: "SVPS/2026/042" }), summary: undefined, classes: undefined }],
    });
    expect(parsed.circulars[1]).toMatchObject({ summary: "", classes: [] });
    expect(bundleSchema.parse(fixtureBundle).circulars).toEqual([]);
  });

  it("refuses a number another circular of the school has, whatever its case and spacing", () => {
    expect(issuesOf([circular(), circular({ _id: "b", number: "svps/2026/041 " })])).toEqual([
      { path: "circulars.1.number", message: "must be unique: “svps/2026/041” is already used" },
    ]);
    expect(issuesOf([circular(), circular({ number: "SVPS/2026/042" })])).toEqual([]);
  });

  it("asks for a number, a real date and at least one PDF among the files", () => {
    expect(issuesOf([circular({ number: " " })])).toEqual([
      { path: "circulars.0.number", message: "must not be empty" },
    ]);
    expect(issuesOf([circular({ date: "2026-02-30" })])).toEqual([
      { path: "circulars.0.date", message: "expected YYYY-MM-DD" },
    ]);
    expect(issuesOf([circular({ attachments: ["circulars/041.jpg"] })])).toEqual([
      { path: "circulars.0.attachments", message: "must include at least one PDF" },
    ]);
    expect(issuesOf([circular({ attachments: [] })])).toHaveLength(1);
    expect(issuesOf([circular({ attachments: ["circulars/form.jpg", "circulars/041.PDF"] })])).toEqual([]);
  });

  it("takes classes from Nursery, LKG, UKG and I to XII only", () => {
    expect(issuesOf([circular({ classes: ["Nursery", "LKG", "UKG", "IX", "X"] })])).toEqual([]);
    expect(issuesOf([circular({ classes: ["XIII"] })])).toEqual([
      { path: "circulars.0.classes.0", message: expect.stringContaining("expected one of Nursery, LKG, UKG, I,") },
    ]);
  });

  it("keeps the summary to 300 characters of plain text", () => {
    expect(issuesOf([circular({ summary: "a".repeat(300) })])).toEqual([]);
    expect(issuesOf([circular({ summary: "a".repeat(301) })])).toEqual([
      { path: "circulars.0.summary", message: "must be at most 300 characters" },
    ]);
  });
});
