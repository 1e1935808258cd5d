import { describe, expect, it } from "vitest";
import { checkCertificateFile, sniffCertificate } from "./certificate-file";
import { fileStem, matchCertificates, matchKey } from "./certificate-match";

const row = (line: number, admission: string, name = `Student ${line}`) => ({ line, admission, name });

describe("matching bulk certificate files to rows", () => {
  it("pairs a file with the row whose admission number its name holds, whatever the separators and case", () => {
    expect(matchKey("SVPS/2019/0147")).toBe(matchKey(fileStem("svps-2019-0147.PDF")));
    expect(fileStem("batch/2025/SVPS_2019_0147.pdf")).toBe("SVPS_2019_0147");
    const report = matchCertificates(
      [row(2, "SVPS/2019/0147"), row(3, "SVPS/2018/0093")],
      [{ file: "SVPS-2019-0147.pdf" }, { file: "scans/svps 2018 0093.jpg" }],
      new Set(["svps/2018/0093"]),
    );
    expect(report.matched).toEqual([
      { ...row(2, "SVPS/2019/0147"), file: "SVPS-2019-0147.pdf", replaces: false },
      { ...row(3, "SVPS/2018/0093"), file: "scans/svps 2018 0093.jpg", replaces: true },
    ]);
    expect(report.unmatchedRows).toEqual([]);
    expect(report.unmatchedFiles).toEqual([]);
  });

  it("pairs a row that names its file with that file, before any admission-number match (issue 23)", () => {
    const named = (line: number, admission: string, file: string) => ({ ...row(line, admission), file });
    const report = matchCertificates(
      [
        named(2, "SVPS/2019/0147", "TC Ravi.PDF"),
        named(3, "SVPS/2019/0148", "tc-sita"),
        named(4, "SVPS/2019/0149", "missing.pdf"),
        named(5, "SVPS/2019/0150", "same.pdf"),
        named(6, "SVPS/2019/0151", "same.pdf"),
        row(7, "SVPS/2019/0152"),
      ],
      [
        { file: "scans/tc ravi.pdf" },
        { file: "tc-sita.pdf" },
        { file: "same.pdf" },
        // Named with another row's admission number, but that row named its own file: this one is left over.
        { file: "SVPS-2019-0147.pdf" },
        { file: "SVPS-2019-0152.pdf" },
      ],
    );
    expect(report.matched).toEqual([
      { ...row(2, "SVPS/2019/0147"), file: "scans/tc ravi.pdf", replaces: false },
      { ...row(3, "SVPS/2019/0148"), file: "tc-sita.pdf", replaces: false },
      { ...row(7, "SVPS/2019/0152"), file: "SVPS-2019-0152.pdf", replaces: false },
    ]);
    expect(report.unmatchedRows.map((entry) => [entry.line, entry.reason])).toEqual([
      [4, "No file named missing.pdf was uploaded."],
      [5, "It names the same file as line 6."],
      [6, "It names the same file as line 5."],
    ]);
    expect(report.unmatchedFiles).toEqual([
      { file: "same.pdf", reason: "Lines 5 and 6 both name it." },
      { file: "SVPS-2019-0147.pdf", reason: "No row has this admission number." },
    ]);
  });

  it("reports rows without a file and files without a row", () => {
    const report = matchCertificates([row(2, "A/1"), row(3, "A/2")], [{ file: "A-1.pdf" }, { file: "B-9.pdf" }]);
    expect(report.matched.map((entry) => entry.line)).toEqual([2]);
    expect(report.unmatchedRows).toEqual([
      { ...row(3, "A/2"), reason: "No file is named with this admission number." },
    ]);
    expect(report.unmatchedFiles).toEqual([{ file: "B-9.pdf", reason: "No row has this admission number." }]);
  });

  it("guesses nothing when two files fit one row, or one file fits two rows", () => {
    const twoFiles = matchCertificates([row(2, "A/1")], [{ file: "A-1.pdf" }, { file: "a_1.png" }]);
    expect(twoFiles.matched).toEqual([]);
    expect(twoFiles.unmatchedRows[0].reason).toBe("More than one file is named for it: A-1.pdf, a_1.png.");
    expect(twoFiles.unmatchedFiles.map((entry) => entry.reason)).toEqual([
      "Line 2 has more than one file.",
      "Line 2 has more than one file.",
    ]);

    const twoRows = matchCertificates([row(2, "A/1"), row(5, "A-1")], [{ file: "A1.pdf" }]);
    expect(twoRows.matched).toEqual([]);
    expect(twoRows.unmatchedRows.map((entry) => entry.reason)).toEqual([
      "Its admission number reads like line 5 in a file name; rename one of them.",
      "Its admission number reads like line 2 in a file name; rename one of them.",
    ]);
    expect(twoRows.unmatchedFiles).toEqual([{ file: "A1.pdf", reason: "It could be for lines 2 and 5." }]);
  });

  it("lists a refused file with its own reason and matches nothing to it", () => {
    const report = matchCertificates(
      [row(2, "A/1")],
      [{ file: "A-1.pdf", problem: "The file is not a PDF, JPEG or PNG." }, { file: ".pdf" }],
    );
    expect(report.matched).toEqual([]);
    expect(report.unmatchedFiles).toEqual([
      { file: "A-1.pdf", reason: "The file is not a PDF, JPEG or PNG." },
      { file: ".pdf", reason: "No row has this admission number." },
    ]);
  });
});

describe("a certificate file's type, from its bytes", () => {
  const pdf = new TextEncoder().encode("%PDF-1.4\n...");
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
  const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);

  it("is told by the magic bytes", () => {
    expect(sniffCertificate(pdf)).toBe("pdf");
    expect(sniffCertificate(png)).toBe("png");
    expect(sniffCertificate(jpeg)).toBe("jpg");
    expect(sniffCertificate(new TextEncoder().encode("<html>%PDF-"))).toBeUndefined();
    expect(sniffCertificate(Uint8Array.from([0xff, 0xd8]))).toBeUndefined();
  });

  it("refuses empty, oversized and other files", () => {
    expect(checkCertificateFile(pdf)).toEqual({ ok: true, type: "pdf" });
    expect(checkCertificateFile(new Uint8Array())).toEqual({ ok: false, reason: "The file is empty." });
    expect(checkCertificateFile(new TextEncoder().encode("GIF89a"))).toEqual({
      ok: false,
      reason: "The file is not a PDF, JPEG or PNG.",
    });
    const big = new Uint8Array(20 * 1024 * 1024 + 1);
    big.set(pdf);
    expect(checkCertificateFile(big)).toEqual({ ok: false, reason: "The file is larger than 20 MB." });
  });
});
