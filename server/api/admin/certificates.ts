import type { Context, Hono } from "hono";
import { recordActivity } from "#database/queries/activity";
import {
  findCertificateByAdmission,
  listCertificates,
  replaceCertificateFile,
  saveCertificates,
  withdrawCertificate,
} from "#database/queries/certificates";
import { parseCertificateCsv } from "#domain/certificate-csv";
import { checkCertificateFile } from "#domain/certificate-file";
import { matchCertificates } from "#domain/certificate-match";
import { formatBytes } from "#domain/media-rules";
import { bulkConfirmSchema, certificateFieldsSchema, maxCsvBytes } from "#domain/records-admin";
import { admissionKey } from "#domain/tc-keys";
import { jsonError } from "#server/api/errors";
import { routeBodyLimit } from "#server/body-limits";
import {
  cleanCertificate,
  deleteCertificateFiles,
  storeCertificateBytes,
  storeStagedCertificate,
} from "#server/records/certificate-files";
import { discardBatch, readBatch, stageBatch, sweepBatches } from "#server/records/certificate-staging";
import { maxBulkUploadBytes, receiveCertificateFiles } from "#server/records/certificate-uploads";
import type { AdminDeps } from "./admin-deps";
import { type AdminEnv, allow } from "./guards";
import { actorOf } from "./records-actor";
import { invalid, jsonBody } from "./validation";

const megabyte = 1024 * 1024;

function refused(c: Context, message: string, fields: Record<string, string> = {}): Response {
  return c.json({ error: { code: "invalid", message, fields } }, 400);
}

/** The uploaded files of a form field, however many there were. */
function filesOf(body: Record<string, unknown>, field: string): File[] {
  const value = body[field];
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values.filter((entry): entry is File => entry instanceof File && !(entry.size === 0 && entry.name === ""));
}

/**
 * Transfer certificates in the admin area (issue 14): one at a time, or in bulk from a CSV and
 * its files with a report before anything is saved; a certificate replaced or withdrawn. The
 * public look-up (server/api/tc.ts) is untouched: it reads the same table.
 */
export function registerCertificates(school: Hono<AdminEnv>, { db, config, files }: AdminDeps): void {
  const tooLarge = (limit: string) => (c: Context) =>
    jsonError(c, 413, "payload_too_large", `The upload is larger than ${limit}.`);
  const log = (c: Context<AdminEnv>, target: string | null, action: string) =>
    recordActivity(db, c.get("school"), { ...actorOf(c, config.trustProxy), kind: "certificate", target, action });

  school.get("/certificates", allow("admin.enter"), async (c) => {
    return c.json({ data: await listCertificates(db, c.get("school")) });
  });

  school.post(
    "/certificates",
    allow("content.publish"),
    routeBodyLimit(21 * megabyte, tooLarge("20 MB")),
    async (c) => {
      const body = await c.req.parseBody();
      const parsed = certificateFieldsSchema.safeParse({ admission: body.admission, name: body.name });
      if (!parsed.success) return invalid(c, parsed.error);
      const [upload] = filesOf(body, "file");
      if (!upload) return refused(c, "Some fields need attention.", { file: "Choose the certificate's file." });
      const bytes = new Uint8Array(await upload.arrayBuffer());
      const checked = checkCertificateFile(bytes);
      if (!checked.ok) return refused(c, "Some fields need attention.", { file: checked.reason });
      const schoolCode = c.get("school");
      if (await findCertificateByAdmission(db, schoolCode, parsed.data.admission)) {
        return refused(c, "Some fields need attention.", {
          admission: "A certificate for this admission number is on file already: replace its file instead.",
        });
      }
      const cleaned = await cleanCertificate(bytes, checked.type);
      if (!cleaned.ok) return refused(c, "Some fields need attention.", { file: cleaned.reason });
      const file = await storeCertificateBytes(files, cleaned.bytes, checked.type);
      await saveCertificates(db, schoolCode, [{ ...parsed.data, file }]);
      await log(c, parsed.data.admission, "added");
      return c.json({ admission: parsed.data.admission }, 201);
    },
  );

  school.put(
    "/certificates/:id/file",
    allow("content.publish"),
    routeBodyLimit(21 * megabyte, tooLarge("20 MB")),
    async (c) => {
      const body = await c.req.parseBody();
      const [upload] = filesOf(body, "file");
      if (!upload) return refused(c, "Some fields need attention.", { file: "Choose the new file." });
      const bytes = new Uint8Array(await upload.arrayBuffer());
      const checked = checkCertificateFile(bytes);
      if (!checked.ok) return refused(c, "Some fields need attention.", { file: checked.reason });
      const cleaned = await cleanCertificate(bytes, checked.type);
      if (!cleaned.ok) return refused(c, "Some fields need attention.", { file: cleaned.reason });
      const file = await storeCertificateBytes(files, cleaned.bytes, checked.type);
      const replaced = await replaceCertificateFile(db, c.get("school"), c.req.param("id"), file);
      if (!replaced) {
        await deleteCertificateFiles(files, [file.storedPath]);
        return jsonError(c, 404, "not_found", "That certificate is not in this school.");
      }
      await deleteCertificateFiles(files, [replaced.retired]);
      await log(c, replaced.admission, "file replaced");
      return c.json({ admission: replaced.admission });
    },
  );

  school.delete("/certificates/:id", allow("content.publish"), async (c) => {
    const withdrawn = await withdrawCertificate(db, c.get("school"), c.req.param("id"));
    if (!withdrawn) return jsonError(c, 404, "not_found", "That certificate is not in this school.");
    await deleteCertificateFiles(files, [withdrawn.retired]);
    await log(c, withdrawn.admission, "withdrawn");
    return c.body(null, 204);
  });

  // The report: nothing is saved; the matched files wait in a staged batch for the confirmation.
  school.post(
    "/certificates/bulk",
    allow("content.publish"),
    routeBodyLimit(maxBulkUploadBytes, tooLarge(formatBytes(maxBulkUploadBytes))),
    async (c) => {
      const body = await c.req.parseBody({ all: true });
      const [csvFile] = filesOf(body, "csv");
      if (!csvFile) return refused(c, "Some fields need attention.", { csv: "Choose the CSV file." });
      if (csvFile.size > maxCsvBytes)
        return refused(c, "Some fields need attention.", { csv: "The CSV file is larger than 2 MB." });
      const csv = parseCertificateCsv(await csvFile.text());
      if (!csv.ok) return c.json(csv);
      const received = await receiveCertificateFiles(filesOf(body, "files"));
      if ("tooMany" in received)
        return refused(c, "Some fields need attention.", { files: "At most 2,000 files at once." });
      if ("refused" in received) return refused(c, "Some fields need attention.", { files: received.refused });
      if (received.length === 0)
        return refused(c, "Some fields need attention.", {
          files: "Choose the certificates' files, or a ZIP of them.",
        });

      const schoolCode = c.get("school");
      const existing = new Set((await listCertificates(db, schoolCode)).map((entry) => admissionKey(entry.admission)));
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
              schoolCode,
              report.matched.map((entry) => {
                const file = byName.get(entry.file);
                if (!file) throw new Error(`matched file ${entry.file} was not received`);
                return { ...entry, type: file.type, bytes: file.bytes };
              }),
            );
      const badLines = csv.lines.flatMap((entry) =>
        entry.ok ? [] : [{ line: entry.line, cells: entry.cells, reason: entry.reason }],
      );
      return c.json({ ok: true, batch, columns: csv.columns, badLines, ...report });
    },
  );

  school.post("/certificates/bulk/confirm", allow("content.publish"), async (c) => {
    const parsed = bulkConfirmSchema.safeParse(await jsonBody(c));
    if (!parsed.success) return invalid(c, parsed.error);
    const schoolCode = c.get("school");
    const batch = await readBatch(files, schoolCode, parsed.data.batch);
    if (!batch) return refused(c, "This upload has expired or was saved already. Upload the files again.");
    const certificates = [];
    for (const entry of batch.certificates) {
      const file = await storeStagedCertificate(files, `${batch.folder}/${entry.staged}`);
      certificates.push({ admission: entry.admission, name: entry.name, file });
    }
    const saved = await saveCertificates(db, schoolCode, certificates);
    await discardBatch(files, parsed.data.batch);
    await deleteCertificateFiles(files, saved.retired);
    // One entry per certificate, as if each had been added alone: the log answers "who put this one up?".
    for (const outcome of saved.outcomes) {
      await log(c, outcome.admission, outcome.replaced ? "replaced (bulk upload)" : "added (bulk upload)");
    }
    return c.json({ added: saved.added, replaced: saved.replaced });
  });
}
