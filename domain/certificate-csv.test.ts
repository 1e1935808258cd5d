import { describe, expect, it } from "vitest";
import { parseCertificateCsv } from "./certificate-csv";

describe("a certificate CSV", () => {
  it("reads admission numbers and names, with or without a header", () => {
    const withHeader = parseCertificateCsv("Admission No.,Student Full Name\nSVPS/2019/0147,Aarav  Sharma\n");
    expect(withHeader).toMatchObject({
      ok: true,
      rows: [{ line: 2, admission: "SVPS/2019/0147", name: "Aarav Sharma" }],
      problems: 0,
    });
    const withoutHeader = parseCertificateCsv("SVPS/2018/0093,Priya Verma\r\n");
    expect(withoutHeader).toMatchObject({ ok: true, rows: [{ line: 1, admission: "SVPS/2018/0093" }] });
  });

  it("names every bad row by its line with the reason", () => {
    const csv = [
      "admission,name",
      "A-1,Ravi Kumar",
      ",Nobody",
      "A-2,",
      "A-3",
      "a-1,Ravi Again",
      "A-4,Sita Devi,extra",
      "",
      "A-5,Sita Devi",
    ].join("\n");
    const result = parseCertificateCsv(csv);
    if (!result.ok) throw new Error(result.reason);
    expect(result.lines.flatMap((entry) => (entry.ok ? [] : [[entry.line, entry.reason]]))).toEqual([
      [3, "The admission number is empty."],
      [4, "The student's name is empty."],
      [5, "The student's name is empty."],
      [6, "Admission number a-1 is on line 2 already."],
    ]);
    // A cell under no known header is left unread, not a bad row (issue 23).
    expect(result.rows.map((row) => [row.line, row.admission])).toEqual([
      [2, "A-1"],
      [7, "A-4"],
      [9, "A-5"],
    ]);
  });

  it("reads the office's columns by their headers, in any order, and says which header was read as what", () => {
    // Issue 23: this list was refused line by line ("Expected 2 columns … found 3") though its files were there.
    const result = parseCertificateCsv(
      "S. No.,File Name,Student Name,Adm No\n1,tc-ravi.pdf,Ravi Kumar,SVPS/2019/0147\n2,,Sita Devi,SVPS/2019/0148\n",
    );
    if (!result.ok) throw new Error(result.reason);
    expect(result.rows).toEqual([
      { line: 2, admission: "SVPS/2019/0147", name: "Ravi Kumar", file: "tc-ravi.pdf" },
      { line: 3, admission: "SVPS/2019/0148", name: "Sita Devi" },
    ]);
    expect(result.columns).toEqual([
      { column: 4, header: "Adm No", readAs: "the admission number" },
      { column: 3, header: "Student Name", readAs: "the student's name" },
      { column: 2, header: "File Name", readAs: "the file name" },
    ]);
  });

  it("reads a third column without a header as the file name, and refuses more", () => {
    const result = parseCertificateCsv("A/1,Ravi Kumar,ravi.pdf\nA/2,Sita Devi\nA/3,Gita,g.pdf,extra\n");
    if (!result.ok) throw new Error(result.reason);
    expect(result.rows).toEqual([
      { line: 1, admission: "A/1", name: "Ravi Kumar", file: "ravi.pdf" },
      { line: 2, admission: "A/2", name: "Sita Devi" },
    ]);
    expect(result.lines.flatMap((entry) => (entry.ok ? [] : [[entry.line, entry.reason]]))).toEqual([
      [3, "Expected 2 or 3 columns (admission number, student's full name, file name), found 4."],
    ]);
    expect(result.columns.map((entry) => entry.readAs)).toEqual([
      "the admission number",
      "the student's name",
      "the file name",
    ]);
  });

  it("refuses a header without an admission number column, naming what to call it", () => {
    expect(parseCertificateCsv("Student Name,File Name\nRavi,r.pdf\n")).toEqual({
      ok: false,
      line: 1,
      reason: 'The header has no column for the admission number. Name it "Admission No".',
    });
  });

  it("refuses a file with no rows", () => {
    expect(parseCertificateCsv("")).toEqual({ ok: false, line: 1, reason: "The file has no rows." });
  });
});
