import type { CertificateRow } from "./certificate-csv";
import { admissionKey } from "./tc-keys";

/**
 * How the files of a bulk upload find their rows (issue 14, decision 0066): by the file name a
 * row gives (issue 23: the office's list may name each file), or else by admission number,
 * written in the file's name. A file name cannot hold the "/" most admission numbers
 * have, so both sides are compared by their letters and digits only, ignoring case:
 * "SVPS-2019-0147.pdf", "svps_2019_0147.PDF" and "SVPS 2019 0147.pdf" are all SVPS/2019/0147's.
 * A folder in a ZIP is ignored. Anything that does not pair up one to one is reported, not
 * guessed at.
 */
export type UploadedFile = { file: string; problem?: string };

export type MatchedCertificate = CertificateRow & {
  file: string;
  /** A certificate with this admission number is on file already; saving replaces it. */
  replaces: boolean;
};

export type MatchReport = {
  matched: MatchedCertificate[];
  unmatchedRows: Array<CertificateRow & { reason: string }>;
  unmatchedFiles: Array<{ file: string; reason: string }>;
};

/** The letters and digits of an admission number or a file's name, in capitals. */
export function matchKey(text: string): string {
  return text
    .normalize("NFKC")
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/** A file's name without its folders and its extension. */
export function fileStem(file: string): string {
  const base = file.split(/[\\/]/).pop() ?? file;
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(0, dot) : base;
}

/**
 * Pairs rows and files. `existing` holds the admission keys (tc-keys.ts) of the school's
 * certificates on file, so the report can say which rows replace one.
 */
export function matchCertificates(
  rows: readonly CertificateRow[],
  files: readonly UploadedFile[],
  existing: ReadonlySet<string> = new Set(),
): MatchReport {
  const named = matchNamedFiles(
    rows.filter((row) => row.file !== undefined),
    files,
    existing,
  );
  const rest = matchByAdmission(
    rows.filter((row) => row.file === undefined),
    files.filter((entry) => !named.taken.has(entry.file)),
    existing,
  );
  // A file left over though rows name it: those rows are why, not its admission number.
  const unmatchedFiles = rest.unmatchedFiles.map((entry) => {
    const keys = [nameKey(entry.file), nameKey(fileStem(entry.file))];
    const lines = rows.filter((row) => row.file !== undefined && keys.includes(nameKey(row.file)));
    if (lines.length < 2 || files.find((file) => file.file === entry.file)?.problem) return entry;
    return {
      ...entry,
      reason: `Lines ${lines.map((row) => row.line).join(" and ")} ${lines.length === 2 ? "both" : "all"} name it.`,
    };
  });
  return {
    matched: [...named.matched, ...rest.matched].sort((a, b) => a.line - b.line),
    unmatchedRows: [...named.unmatchedRows, ...rest.unmatchedRows].sort((a, b) => a.line - b.line),
    unmatchedFiles,
  };
}

/** A file's name without its folders, for comparing with a name the list gives: case aside. */
const nameKey = (file: string) => (file.split(/[\\/]/).pop() ?? file).normalize("NFKC").toLowerCase();

/**
 * Rows that name their file: the file of that name, or of that name with any extension
 * ("0147" finds "0147.pdf"). `taken` holds the files these rows took, so no admission-number
 * match takes them again.
 */
function matchNamedFiles(
  rows: readonly CertificateRow[],
  files: readonly UploadedFile[],
  existing: ReadonlySet<string>,
): { matched: MatchedCertificate[]; unmatchedRows: MatchReport["unmatchedRows"]; taken: Set<string> } {
  const usable = files.filter((entry) => !entry.problem);
  const byName = new Map<string, string[]>();
  for (const { file } of usable) {
    for (const key of new Set([nameKey(file), nameKey(fileStem(file))])) {
      byName.set(key, [...(byName.get(key) ?? []), file]);
    }
  }
  const claims = new Map<string, CertificateRow[]>();
  for (const row of rows) {
    const key = nameKey(row.file ?? "");
    claims.set(key, [...(claims.get(key) ?? []), row]);
  }
  const matched: MatchedCertificate[] = [];
  const unmatchedRows: MatchReport["unmatchedRows"] = [];
  const taken = new Set<string>();
  for (const row of rows) {
    const key = nameKey(row.file ?? "");
    const candidates = byName.get(key) ?? [];
    const twins = (claims.get(key) ?? []).filter((twin) => twin !== row);
    if (twins.length > 0) {
      const lines = twins.map((twin) => `line ${twin.line}`).join(", ");
      unmatchedRows.push({ ...row, reason: `It names the same file as ${lines}.` });
    } else if (candidates.length === 0) {
      unmatchedRows.push({ ...row, reason: `No file named ${row.file} was uploaded.` });
    } else if (candidates.length > 1) {
      unmatchedRows.push({ ...row, reason: `More than one file is named ${row.file}: ${candidates.join(", ")}.` });
    } else {
      const { file: _named, ...plain } = row;
      matched.push({ ...plain, file: candidates[0], replaces: existing.has(admissionKey(row.admission)) });
      taken.add(candidates[0]);
    }
  }
  return { matched, unmatchedRows, taken };
}

/** Rows without a file name: the file named with their admission number, one to one. */
function matchByAdmission(
  rows: readonly CertificateRow[],
  files: readonly UploadedFile[],
  existing: ReadonlySet<string>,
): MatchReport {
  const unmatchedFiles: MatchReport["unmatchedFiles"] = [];
  const filesByKey = new Map<string, string[]>();
  for (const { file, problem } of files) {
    if (problem) {
      unmatchedFiles.push({ file, reason: problem });
      continue;
    }
    const key = matchKey(fileStem(file));
    if (key === "") {
      unmatchedFiles.push({ file, reason: "The file's name holds no admission number." });
      continue;
    }
    filesByKey.set(key, [...(filesByKey.get(key) ?? []), file]);
  }

  const rowsByKey = new Map<string, CertificateRow[]>();
  for (const row of rows) {
    const key = matchKey(row.admission);
    rowsByKey.set(key, [...(rowsByKey.get(key) ?? []), row]);
  }

  const matched: MatchedCertificate[] = [];
  const unmatchedRows: MatchReport["unmatchedRows"] = [];
  for (const row of rows) {
    const key = matchKey(row.admission);
    const candidates = filesByKey.get(key) ?? [];
    const twins = rowsByKey.get(key) ?? [];
    if (twins.length > 1) {
      const others = twins.filter((twin) => twin !== row).map((twin) => `line ${twin.line}`);
      unmatchedRows.push({
        ...row,
        reason: `Its admission number reads like ${others.join(", ")} in a file name; rename one of them.`,
      });
    } else if (candidates.length === 0) {
      unmatchedRows.push({ ...row, reason: "No file is named with this admission number." });
    } else if (candidates.length > 1) {
      unmatchedRows.push({ ...row, reason: `More than one file is named for it: ${candidates.join(", ")}.` });
    } else {
      matched.push({ ...row, file: candidates[0], replaces: existing.has(admissionKey(row.admission)) });
    }
  }

  for (const [key, names] of filesByKey) {
    const owners = rowsByKey.get(key) ?? [];
    if (owners.length === 0) {
      for (const file of names) unmatchedFiles.push({ file, reason: "No row has this admission number." });
    } else if (owners.length > 1) {
      const lines = owners.map((row) => row.line).join(" and ");
      for (const file of names) unmatchedFiles.push({ file, reason: `It could be for lines ${lines}.` });
    } else if (names.length > 1) {
      for (const file of names) {
        unmatchedFiles.push({ file, reason: `Line ${owners[0].line} has more than one file.` });
      }
    }
  }
  return { matched, unmatchedRows, unmatchedFiles };
}
