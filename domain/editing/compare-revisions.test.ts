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
