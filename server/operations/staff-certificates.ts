import { recordActivity } from "#database/queries/activity";
import {
  findCertificateByAdmission,
  listCertificates,
  replaceCertificateFile,
  saveCertificates,
  withdrawCertificate as withdrawStored,
} from "#database/queries/certificates";
import { parseCertificateCsv } from "#domain/certificate-csv";
import { checkCertificateFile } from "#domain/certificate-file";
import { matchCertificates } from "#domain/certificate-match";
import {
  type BulkReport,
  bulkConfirmSchema,
  type CertificateAdmin,
  certificateFieldsSchema,
  maxCsvBytes,
} from "#domain/records-admin";
import { admissionKey } from "#domain/tc-keys";
import {
  cleanCertificate,
  deleteCertificateFiles,
  storeCertificateBytes,
  storeStagedCertificate,
} from "#server/records/certificate-files";
import { discardBatch, readBatch, stageBatch, sweepBatches } from "#server/records/certificate-staging";
import { receiveCertificateFiles } from "#server/records/certificate-uploads";
import { actorOf, allow, type SchoolContext } from "./staff-deps";
import { invalidInput, notFound, StaffError } from "./staff-error";

/**
 * Transfer certificates in the admin area (issue 14): one at a time, or in bulk from a CSV and
 * its files with a report before anything is saved; a certificate replaced or withdrawn. The
 * public look-up (server/operations/transfer-certificates.ts) reads the same table. The files come
 * as the form's File objects, from the admin page's form or the API's multipart body.
 */

const refused = (fields: Record<string, string>, message = "Some fields need attention.") =>
  new StaffError(400, "invalid", message, fields);

/** The chosen files of a form field, however many there were; an empty file input sends none. */
export function chosenFiles(value: unknown): File[] {
  const values = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return values.filter((entry): entry is File => entry instanceof File && !(entry.size === 0 && entry.name === ""));
}

function log(context: SchoolContext, target: string | null, action: string) {
  return recordActivity(context.deps.db, context.school, { ...actorOf(context), kind: "certificate", target, action });
}

export async function certificates(context: SchoolContext): Promise<CertificateAdmin[]> {
  allow(context.role, "admin.enter");
  return listCertificates(context.deps.db, context.school);
}

/** A cleaned, stored certificate file from the upload, or the file field's refusal. */
async function storedUpload(context: SchoolContext, upload: File) {
  const bytes = new Uint8Array(await upload.arrayBuffer());
  const checked = checkCertificateFile(bytes);
  if (!checked.ok) throw refused({ file: checked.reason });
  const cleaned = await cleanCertificate(bytes, checked.type);
  if (!cleaned.ok) throw refused({ file: cleaned.reason });
  return storeCertificateBytes(context.deps.files, cleaned.bytes, checked.type);
}

/** One certificate: `{admission, name, file}`. */
export async function addCertificate(
  context: SchoolContext,
  input: { admission?: unknown; name?: unknown; file?: unknown },
): Promise<{ admission: string }> {
  allow(context.role, "content.publish");
  const parsed = certificateFieldsSchema.safeParse({ admission: input.admission, name: input.name });
  if (!parsed.success) throw invalidInput(parsed.error);
  const [upload] = chosenFiles(input.file);
  if (!upload) throw refused({ file: "Choose the certificate's file." });
  const bytes = new Uint8Array(await upload.arrayBuffer());
  const checked = checkCertificateFile(bytes);
  if (!checked.ok) throw refused({ file: checked.reason });
  if (await findCertificateByAdmission(context.deps.db, context.school, parsed.data.admission)) {
    throw refused({
      admission: "A certificate for this admission number is on file already: replace its file instead.",
    });
  }
  const cleaned = await cleanCertificate(bytes, checked.type);
  if (!cleaned.ok) throw refused({ file: cleaned.reason });
  const file = await storeCertificateBytes(context.deps.files, cleaned.bytes, checked.type);
  await saveCertificates(context.deps.db, context.school, [{ ...parsed.data, file }]);
  await log(context, parsed.data.admission, "added");
  return { admission: parsed.data.admission };
}

/** A certificate's new file (`{file}`); the old one is deleted. */
export async function replaceCertificate(
  context: SchoolContext,
  id: string,
  input: { file?: unknown },
): Promise<{ admission: string }> {
  allow(context.role, "content.publish");
  const [upload] = chosenFiles(input.file);
  if (!upload) throw refused({ file: "Choose the new file." });
  const file = await storedUpload(context, upload);
  const { db, files } = context.deps;
  const replaced = await replaceCertificateFile(db, context.school, id, file);
  if (!replaced) {
    await deleteCertificateFiles(files, [file.storedPath]);
    throw notFound("That certificate is not in this school.");
  }
  await deleteCertificateFiles(files, [replaced.retired]);
  await log(context, replaced.admission, "file replaced");
  return { admission: replaced.admission };
}

export async function withdrawCertificate(context: SchoolContext, id: string): Promise<void> {
  allow(context.role, "content.publish");
  const withdrawn = await withdrawStored(context.deps.db, context.school, id);
  if (!withdrawn) throw notFound("That certificate is not in this school.");
  await deleteCertificateFiles(context.deps.files, [withdrawn.retired]);
  await log(context, withdrawn.admission, "withdrawn");
}

/**
 * The bulk upload's report (`{csv, files}`): nothing is saved; the matched files wait in a staged
 * batch for the confirmation.
 */
export async function reportBulkCertificates(
  context: SchoolContext,
  input: { csv?: unknown; files?: unknown },
): Promise<BulkReport> {
  allow(context.role, "content.publish");
  const [csvFile] = chosenFiles(input.csv);
  if (!csvFile) throw refused({ csv: "Choose the CSV file." });
  if (csvFile.size > maxCsvBytes) throw refused({ csv: "The CSV file is larger than 2 MB." });
  const csv = parseCertificateCsv(await csvFile.text());
  if (!csv.ok) return csv;
  const received = await receiveCertificateFiles(chosenFiles(input.files));
  if ("tooMany" in received) throw refused({ files: "At most 2,000 files at once." });
  if ("refused" in received) throw refused({ files: received.refused });
  if (received.length === 0) throw refused({ files: "Choose the certificates' files, or a ZIP of them." });

  const { db, files } = context.deps;
  const existing = new Set((await listCertificates(db, context.school)).map((entry) => admissionKey(entry.admission)));
  const report = matchCertificates(
    csv.rows,
    received.map((entry) => (entry.ok ? { file: entry.file } : { file: entry.file, problem: entry.reason })),
    existing,
  );
  await sweepBatches(files);
  const byName = new Map(received.flatMap((entry) => (entry.ok ? [[entry.file, entry] as const] : [])));
  const batch =
    report.matched.length === 0
      ? undefined
      : await stageBatch(
          files,
          context.school,
          report.matched.map((entry) => {
            const file = byName.get(entry.file);
            if (!file) throw new Error(`matched file ${entry.file} was not received`);
            return { ...entry, type: file.type, bytes: file.bytes };
          }),
        );
  const badLines = csv.lines.flatMap((entry) =>
    entry.ok ? [] : [{ line: entry.line, cells: entry.cells, reason: entry.reason }],
  );
  return { ok: true, batch, columns: csv.columns, badLines, ...report };
}

/** `{batch}`: the staged certificates saved, each logged as if added alone. */
export async function confirmBulkCertificates(
  context: SchoolContext,
  input: unknown,
): Promise<{ added: number; replaced: number }> {
  allow(context.role, "content.publish");
  const parsed = bulkConfirmSchema.safeParse(input);
  if (!parsed.success) throw invalidInput(parsed.error);
  const { db, files } = context.deps;
  const batch = await readBatch(files, context.school, parsed.data.batch);
  if (!batch) throw refused({}, "This upload has expired or was saved already. Upload the files again.");
  const saved = [];
  for (const entry of batch.certificates) {
    const file = await storeStagedCertificate(files, `${batch.folder}/${entry.staged}`);
    saved.push({ admission: entry.admission, name: entry.name, file });
  }
  const outcome = await saveCertificates(db, context.school, saved);
  await discardBatch(files, parsed.data.batch);
  await deleteCertificateFiles(files, outcome.retired);
  // One entry per certificate, as if each had been added alone: the log answers "who put this one up?".
  for (const entry of outcome.outcomes) {
    await log(context, entry.admission, entry.replaced ? "replaced (bulk upload)" : "added (bulk upload)");
  }
  return { added: outcome.added, replaced: outcome.replaced };
}
