import { CsvError } from "csv-parse";
import { parse } from "csv-parse/sync";

/**
 * The rows of an uploaded CSV file (decision 0065: csv-parse), each with the line it is on, so
 * that every problem can be named by its line as the person sees it in a spreadsheet. Quoted
 * fields, a byte-order mark and any line ending (ERPs on Windows write CRLF) are the parser's
 * business; blank lines are skipped but still counted.
 */
export type CsvRow = { line: number; cells: string[] };

export type CsvRead = { ok: true; rows: CsvRow[]; header: boolean } | { ok: false; line: number; reason: string };

/** A school's list is a few thousand rows; far more is a wrong file. */
export const maxCsvRows = 10_000;

/**
 * Reads the text. `isHeader` says whether the first row is a header (column names) rather
 * than data; the header, when there is one, is left out of `rows`.
 */
export function readCsv(text: string, isHeader: (cells: string[]) => boolean): CsvRead {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      record_delimiter: ["\r\n", "\n", "\r"],
      // csv-parse's types do not follow `info: true`, which wraps each record with its info.
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? 1;
      return { ok: false, line, reason: csvErrorReason(error.code) };
    }
    throw error;
  }
  const rows = records
    .map(({ record, info }) => ({ line: info.lines, cells: record.map((cell) => cell.trim()) }))
    // A row of empty cells (",,," as spreadsheets export a blank row) is a blank line too.
    .filter((row) => row.cells.some((cell) => cell !== ""));
  if (rows.length === 0) return { ok: false, line: 1, reason: "The file has no rows." };
  const header = isHeader(rows[0].cells);
  const data = header ? rows.slice(1) : rows;
  if (data.length === 0) return { ok: false, line: rows[0].line, reason: "The file has a header but no rows." };
  if (data.length > maxCsvRows) {
    return { ok: false, line: data[maxCsvRows].line, reason: `The file has more than ${maxCsvRows} rows.` };
  }
  return { ok: true, rows: data, header };
}

function csvErrorReason(code: string): string {
  if (code === "CSV_QUOTE_NOT_CLOSED") return "A quotation mark is never closed: the file ends inside a quoted field.";
  if (code === "CSV_INVALID_CLOSING_QUOTE") return "A quotation mark inside a field is not doubled.";
  return "This line is not valid CSV.";
}

/** Whether a cell reads as one of the names a column is known by ("Date of Birth", "dob"). */
export function cellIsOneOf(cell: string, names: readonly string[]): boolean {
  const plain = cell.toLowerCase().replace(/[^a-z0-9]/g, "");
  return names.includes(plain);
}
