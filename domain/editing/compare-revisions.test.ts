import { describe, expect, it } from "vitest";
import { compareRevisions, textOfHtml } from "./compare-revisions";
import { editableKinds } from "./editable-kinds";

describe("compareRevisions", () => {
  it("lists every field in the form's order, marking the changed ones", () => {
    const rows = compareRevisions(
      editableKinds.news,
      { title: "Sports Day", fromDate: "2026-11-20", description: "<p>Results soon</p>" },
      { title: "Sports Day results", fromDate: "2026-11-20", description: "<p>Results soon</p>" },
    );
    expect(rows.map((row) => [row.label, row.changed])).toEqual([
      ["Title", true],
      ["Date", false],
      ["Description", false],
      ["Attachments", false],
    ]);
    expect(rows[0]).toMatchObject({ before: "Sports Day", after: "Sports Day results" });
  });

  it("reads a document and a table's rows by their parts, one row a line (the disclosure, issue 25)", () => {
    const before = {
      fireSafety: { file: "a.pdf", attestedBy: "Principal", attestedOn: "2026-06-01" },
      boardResults: [{ class: "X", year: 2026, registered: 10, passed: 9, remarks: "" }],
    };
    const after = {
      ...before,
      boardResults: [...before.boardResults, { class: "XII", year: 2026, registered: 8, passed: 8, remarks: "" }],
    };
    const rows = compareRevisions(editableKinds.disclosure, before, after);
    expect(rows.find((row) => row.name === "fireSafety")).toMatchObject({
      before: "file: a.pdf, attestedBy: Principal, attestedOn: 2026-06-01",
      changed: false,
    });
    expect(rows.find((row) => row.name === "boardResults")).toMatchObject({
      after:
        "class: X, year: 2026, registered: 10, passed: 9, remarks: \nclass: XII, year: 2026, registered: 8, passed: 8, remarks: ",
      changed: true,
    });
  });
});

describe("textOfHtml", () => {
  it("reads rich text as lines, with pictures by their alt text and table cells apart", () => {
    expect(
      textOfHtml(
        '<h2>Fees</h2><p>Due &amp; payable</p><table><tr><th>Class</th><th>Fee</th></tr></table><img alt="Gate" src="x">',
      ),
    ).toBe("Fees\nDue & payable\nClass | Fee |\n[picture: Gate]");
  });
});
