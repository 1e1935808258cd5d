import { cellIsOneOf, readCsv } from "./csv-rows";
import { admissionKey } from "./tc-keys";

/**
 * The list of a bulk transfer-certificate upload (issue 14): admission number and student's
 * full name, one certificate a line, with or without a header. Every bad row is named by its
 * line with the reason; an admission number twice in the file is a bad row, since one file
 * cannot be matched to two certificates.
 */
export type CertificateRow = { line: number; admission: string; name: string };

export type CertificateLine = { line: number; cells: string[] } & (
  | { ok: true; row: CertificateRow }
  | { ok: false; reason: string }
);

export type CertificateCsv =
  | { ok: true; lines: CertificateLine[]; rows: CertificateRow[]; problems: number }
  | { ok: false; line: number; reason: string };

const admissionColumn = ["admission", "admissionno", "admissionnumber", "admno", "admnno"];
const nameColumn = ["name", "studentname", "fullname", "studentfullname"];

/** What a certificate's admission number and name may hold (the public form takes them as typed). */
export function certificateFieldProblem(admission: string, name: string): string | undefined {
  if (admission === "") return "The admission number is empty.";
  if (name === "") return "The student's name is empty.";
  if (admission.length > 64) return "The admission number is longer than 64 characters.";
  if (name.length > 200) return "The student's name is longer than 200 characters.";
  return undefined;
}

export function parseCertificateCsv(text: string): CertificateCsv {
  const read = readCsv(text, (cells) => cells.some((cell) => cellIsOneOf(cell, [...admissionColumn, ...nameColumn])));
  if (!read.ok) return read;
  const seen = new Map<string, number>();
  const lines = read.rows.map(({ line, cells }): CertificateLine => {
    if (cells.length < 2 || cells.slice(2).some((cell) => cell !== "")) {
      return {
        line,
        cells,
        ok: false,
        reason: `Expected 2 columns (admission number, student's full name), found ${cells.length}.`,
      };
    }
    const [admission, name] = cells;
    const problem = certificateFieldProblem(admission, name);
    if (problem) return { line, cells, ok: false, reason: problem };
    const key = admissionKey(admission);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      return { line, cells, ok: false, reason: `Admission number ${admission} is on line ${earlier} already.` };
    }
    seen.set(key, line);
    return { line, cells, ok: true, row: { line, admission, name: name.replace(/\s+/g, " ") } };
  });
  const rows = lines.flatMap((entry) => (entry.ok ? [entry.row] : []));
  return { ok: true, lines, rows, problems: lines.length - rows.length };
}
