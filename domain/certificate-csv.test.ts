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
      [5, "Expected 2 columns (admission number, student's full name), found 1."],
      [6, "Admission number a-1 is on line 2 already."],
      [7, "Expected 2 columns (admission number, student's full name), found 3."],
    ]);
    expect(result.rows.map((row) => [row.line, row.admission])).toEqual([
      [2, "A-1"],
      [9, "A-5"],
    ]);
  });

  it("refuses a file with no rows", () => {
    expect(parseCertificateCsv("")).toEqual({ ok: false, line: 1, reason: "The file has no rows." });
  });
});
