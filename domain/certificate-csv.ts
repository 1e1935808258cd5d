import { cellIsOneOf, readCsv } from "./csv-rows";
import { admissionKey } from "./tc-keys";

/**
 * The list of a bulk transfer-certificate upload (issue 14): admission number and student's
 * full name, and optionally the certificate's file name, one certificate a line. With a header,
 * the columns are read by their names, in any order and under their common spellings (issue 23:
 * an office's export has a "File Name" column); without one, by position. Every bad row is named
 * by its line with the reason; an admission number twice in the file is a bad row, since one file
 * cannot be matched to two certificates.
 */
export type CertificateRow = { line: number; admission: string; name: string; file?: string };

export type CertificateLine = { line: number; cells: string[] } & (
  | { ok: true; row: CertificateRow }
  | { ok: false; reason: string }
);

/** How one column of the file was read, for the report: "“Adm No” as the admission number". */
export type ColumnReading = { column: number; header?: string; readAs: string };

export type CertificateCsv =
  | { ok: true; lines: CertificateLine[]; rows: CertificateRow[]; problems: number; columns: ColumnReading[] }
  | { ok: false; line: number; reason: string };

type Field = "admission" | "name" | "file";

/** Each field's column names as offices write them, compared by letters and digits only (csv-rows.ts). */
const spellings: Record<Field, readonly string[]> = {
  admission: [
    "admission",
    "admissionno",
    "admissionnumber",
    "admno",
    "admnno",
    "admnnumber",
    "admissionid",
    "enrolmentno",
    "enrollmentno",
    "scholarno",
  ],
  name: ["name", "studentname", "studentsname", "fullname", "studentfullname", "nameofstudent", "nameofthestudent"],
  file: ["file", "filename", "nameoffile", "pdf", "pdfname", "pdffile", "document", "tcfile", "certificatefile"],
};

const fieldWords: Record<Field, string> = {
  admission: "the admission number",
  name: "the student's name",
  file: "the file name",
};

const fields = Object.keys(spellings) as Field[];

/** What a certificate's admission number and name may hold (the public form takes them as typed). */
export function certificateFieldProblem(admission: string, name: string): string | undefined {
  if (admission === "") return "The admission number is empty.";
  if (name === "") return "The student's name is empty.";
  if (admission.length > 64) return "The admission number is longer than 64 characters.";
  if (name.length > 200) return "The student's name is longer than 200 characters.";
  return undefined;
}

function fieldOfHeader(cell: string): Field | undefined {
  return fields.find((field) => cellIsOneOf(cell, spellings[field]));
}

/** The header's columns by field; the first column of a field wins, the rest are left unread. */
function columnsOfHeader(header: readonly string[]): Partial<Record<Field, number>> {
  const columns: Partial<Record<Field, number>> = {};
  header.forEach((cell, index) => {
    const field = fieldOfHeader(cell);
    if (field && columns[field] === undefined) columns[field] = index;
  });
  return columns;
}

export function parseCertificateCsv(text: string): CertificateCsv {
  let header: string[] | undefined;
  const read = readCsv(text, (cells) => {
    const known = cells.some((cell) => fieldOfHeader(cell) !== undefined);
    if (known) header = cells;
    return known;
  });
  if (!read.ok) return read;
  const byHeader = header ? columnsOfHeader(header) : undefined;
  if (header && byHeader) {
    const missing = (["admission", "name"] as const).filter((field) => byHeader[field] === undefined);
    if (missing.length > 0) {
      const field = missing[0];
      return {
        ok: false,
        line: 1,
        reason: `The header has no column for ${fieldWords[field]}. Name it "${field === "admission" ? "Admission No" : "Student Name"}".`,
      };
    }
  }
  const columns: ColumnReading[] = byHeader
    ? fields.flatMap((field) => {
        const column = byHeader[field];
        return column === undefined
          ? []
          : [{ column: column + 1, header: header?.[column], readAs: fieldWords[field] }];
      })
    : [
        { column: 1, readAs: fieldWords.admission },
        { column: 2, readAs: fieldWords.name },
        ...(read.rows.some(({ cells }) => (cells[2] ?? "") !== "") ? [{ column: 3, readAs: fieldWords.file }] : []),
      ];

  const seen = new Map<string, number>();
  const lines = read.rows.map(({ line, cells }): CertificateLine => {
    let admission: string;
    let name: string;
    let file: string;
    if (byHeader) {
      admission = cells[byHeader.admission ?? -1] ?? "";
      name = cells[byHeader.name ?? -1] ?? "";
      file = byHeader.file === undefined ? "" : (cells[byHeader.file] ?? "");
    } else {
      if (cells.length < 2 || cells.slice(3).some((cell) => cell !== "")) {
        return {
          line,
          cells,
          ok: false,
          reason: `Expected 2 or 3 columns (admission number, student's full name, file name), found ${cells.length}.`,
        };
      }
      [admission, name, file = ""] = cells;
    }
    const problem = certificateFieldProblem(admission, name);
    if (problem) return { line, cells, ok: false, reason: problem };
    const key = admissionKey(admission);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      return { line, cells, ok: false, reason: `Admission number ${admission} is on line ${earlier} already.` };
    }
    seen.set(key, line);
    const row: CertificateRow = { line, admission, name: name.replace(/\s+/g, " ") };
    if (file !== "") row.file = file;
    return { line, cells, ok: true, row };
  });
  const rows = lines.flatMap((entry) => (entry.ok ? [entry.row] : []));
  return { ok: true, lines, rows, problems: lines.length - rows.length, columns };
}
