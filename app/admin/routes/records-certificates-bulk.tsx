import { data, Form, Link, useNavigation } from "react-router";
import { FormMessage } from "#app/admin/components/field.tsx";
import { confirmBulkCertificates, reportBulkCertificates } from "#app/admin/lib/records.server.ts";
import { count } from "#app/admin/lib/records-format.ts";
import { schoolPage } from "#app/admin/lib/school-scope.server.ts";
import type { BulkReport } from "#domain/records-admin";
import "#app/admin/records.css";
import type { Route } from "./+types/records-certificates-bulk";

export function meta() {
  return [{ title: "Upload certificates · School admin" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await schoolPage(request, context, "content.publish");
  return {};
}

type ActionResult = {
  intent: string;
  message?: string;
  notice?: string;
  fields?: Record<string, string>;
  report?: Extract<BulkReport, { ok: true }>;
};

export async function action({ request, context }: Route.ActionArgs) {
  const { caller } = await schoolPage(request, context, "content.publish");
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const answer = (result: ActionResult, status = 200) => data(result, { status });
  if (intent === "report") {
    const result = await reportBulkCertificates(caller, form);
    if (!result.ok) return answer({ intent, message: result.refusal.message, fields: result.refusal.fields }, 400);
    if (!result.value.ok) {
      const csv = `Line ${result.value.line}: ${result.value.reason}`;
      return answer({ intent, message: "The CSV file cannot be read.", fields: { csv } }, 400);
    }
    return answer({ intent, report: result.value });
  }
  if (intent === "confirm") {
    const result = await confirmBulkCertificates(caller, String(form.get("batch") ?? ""));
    if (!result.ok) return answer({ intent, message: result.refusal.message }, 400);
    const { added, replaced } = result.value;
    return answer({
      intent,
      notice: `${count(added + replaced, "certificate")} saved: ${added} added, ${replaced} replaced.`,
    });
  }
  return answer({ intent, message: "That form is not one this page knows." }, 400);
}

function FileField({
  name,
  label,
  hint,
  error,
  ...input
}: {
  name: string;
  label: string;
  hint: string;
  error?: string;
  accept: string;
  multiple?: boolean;
}) {
  const id = `field-${name}`;
  const described = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <p className="admin-hint" id={`${id}-hint`}>
        {hint}
      </p>
      <input
        id={id}
        name={name}
        type="file"
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...input}
      />
      {error && (
        <p className="admin-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

export default function BulkCertificates({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const report = actionData?.report;
  const fields = actionData?.fields ?? {};
  return (
    <>
      <p>
        <Link to="/admin/records/certificates">Transfer certificates</Link>
      </p>
      <h1>Upload many certificates</h1>
      <FormMessage message={actionData?.message} />
      <FormMessage message={actionData?.notice} kind="success" />

      {!report && (
        <Form method="post" encType="multipart/form-data" className="admin-form" noValidate>
          <input type="hidden" name="intent" value="report" />
          <FileField
            name="csv"
            label="CSV file"
            accept=".csv,text/csv"
            hint="Admission number and student's full name, and the file's name if you have it, one certificate a line. With a header row the columns may be in any order."
            error={fields.csv}
          />
          <FileField
            name="files"
            label="Certificate files, or one ZIP of them"
            accept=".pdf,.jpg,.jpeg,.png,.zip"
            multiple
            hint="Each file named as the list names it, or with its admission number, like SVPS-2019-0147.pdf for SVPS/2019/0147. PDF, JPEG or PNG, at most 20 MB each."
            error={fields.files}
          />
          <button type="submit" className="admin-button" disabled={busy}>
            Check the files
          </button>
        </Form>
      )}

      {report && (
        <section aria-labelledby="report-heading">
          <h2 id="report-heading">Report</h2>
          <p role="status">
            {count(report.matched.length, "certificate")} matched
            {report.unmatchedRows.length > 0 && <>, {count(report.unmatchedRows.length, "row")} without a file</>}
            {report.unmatchedFiles.length > 0 && <>, {count(report.unmatchedFiles.length, "file")} without a row</>}
            {report.badLines.length > 0 && <>, {count(report.badLines.length, "bad row")} in the CSV</>}. Nothing is
            saved yet.
          </p>
          <p>
            Read{" "}
            {report.columns.map((entry, index) => (
              <span key={entry.column}>
                {index > 0 && (index === report.columns.length - 1 ? " and " : ", ")}
                {entry.header === undefined ? `column ${entry.column}` : `“${entry.header}”`} as {entry.readAs}
              </span>
            ))}
            .
          </p>
          {report.matched.length > 0 && (
            <table className="admin-table">
              <caption>Matched: these will be saved</caption>
              <thead>
                <tr>
                  <th scope="col">Line</th>
                  <th scope="col">Admission No.</th>
                  <th scope="col">Name</th>
                  <th scope="col">File</th>
                </tr>
              </thead>
              <tbody>
                {report.matched.map((entry) => (
                  <tr key={entry.line}>
                    <td data-label="Line">
                      <span>{entry.line}</span>
                    </td>
                    <td data-label="Adm. No.">
                      <span>{entry.admission}</span>
                    </td>
                    <td data-label="Name">
                      <span>{entry.name}</span>
                    </td>
                    <td data-label="File">
                      <span>
                        {entry.file}
                        {entry.replaces && " (replaces the certificate on file)"}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Problems
            caption="Not matched: rows"
            rows={[
              ...report.badLines.map((entry) => ({
                key: `l${entry.line}`,
                what: `Line ${entry.line}`,
                reason: entry.reason,
              })),
              ...report.unmatchedRows.map((entry) => ({
                key: `r${entry.line}`,
                what: `Line ${entry.line}: ${entry.admission}`,
                reason: entry.reason,
              })),
            ]}
          />
          <Problems
            caption="Not matched: files"
            rows={report.unmatchedFiles.map((entry) => ({ key: entry.file, what: entry.file, reason: entry.reason }))}
          />
          <Form method="post" className="admin-records-actions">
            <input type="hidden" name="intent" value="confirm" />
            <input type="hidden" name="batch" value={report.batch ?? ""} />
            <button type="submit" className="admin-button" disabled={busy || !report.batch}>
              Save {count(report.matched.length, "matched certificate")}
            </button>
            <Link to="/admin/records/certificates/bulk">Start again</Link>
          </Form>
        </section>
      )}
    </>
  );
}

function Problems({ caption, rows }: { caption: string; rows: Array<{ key: string; what: string; reason: string }> }) {
  if (rows.length === 0) return null;
  return (
    <table className="admin-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">What</th>
          <th scope="col">Why</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="admin-row-bad">
            <td data-label="What">
              <span>{row.what}</span>
            </td>
            <td data-label="Why">
              <span>{row.reason}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
