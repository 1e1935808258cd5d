import { Form, Link } from "react-router";
import { CardTable } from "#app/admin/components/card-table.tsx";
import { count } from "#app/admin/lib/records-format.ts";
import type { BulkReport as Report } from "#domain/records-admin";

type ReadReport = Extract<Report, { ok: true }>;
type Problem = { key: string; what: string; reason: string };

/** What the upload would do: each certificate matched with its file, what was not, and the way to save it. */
export function BulkReport({ report, busy }: { report: ReadReport; busy: boolean }) {
  return (
    <section aria-labelledby="report-heading">
      <h2 id="report-heading">Report</h2>
      <p role="status">
        {count(report.matched.length, "certificate")} matched
        {report.unmatchedRows.length > 0 && <>, {count(report.unmatchedRows.length, "row")} without a file</>}
        {report.unmatchedFiles.length > 0 && <>, {count(report.unmatchedFiles.length, "file")} without a row</>}
        {report.badLines.length > 0 && <>, {count(report.badLines.length, "bad row")} in the CSV</>}. Nothing is saved
        yet.
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
        <CardTable
          shownCaption="Matched: these will be saved"
          rows={report.matched}
          rowKey={(entry) => String(entry.line)}
          columns={[
            { label: "Line", cell: (entry) => entry.line },
            { label: "Admission No.", short: "Adm. No.", cell: (entry) => entry.admission },
            { label: "Name", cell: (entry) => entry.name },
            {
              label: "File",
              cell: (entry) => (
                <>
                  {entry.file}
                  {entry.replaces && " (replaces the certificate on file)"}
                </>
              ),
            },
          ]}
        />
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
  );
}

/** What did not match, and why; nothing when everything did. */
function Problems({ caption, rows }: { caption: string; rows: Problem[] }) {
  if (rows.length === 0) return null;
  return (
    <CardTable
      shownCaption={caption}
      rows={rows}
      rowKey={(row) => row.key}
      rowClass={() => "admin-row-bad"}
      columns={[
        { label: "What", cell: (row) => row.what },
        { label: "Why", cell: (row) => row.reason },
      ]}
    />
  );
}
