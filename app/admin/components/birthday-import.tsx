import { Form, Link } from "react-router";
import { ImportChoice } from "#app/admin/components/birthday-import-choice.tsx";
import { CardTable } from "#app/admin/components/card-table.tsx";
import { Field } from "#app/admin/components/field.tsx";
import { count, monthDayLabel } from "#app/admin/lib/records-format.ts";
import type { BirthdayPreview } from "#domain/records-admin";

export type ReadPreview = Extract<BirthdayPreview, { ok: true }>;

/** The ERP's CSV file, chosen to be previewed: nothing is saved at this step. */
export function BirthdayUpload({ csvError, busy }: { csvError?: string; busy: boolean }) {
  return (
    <section aria-labelledby="import-heading">
      <h2 id="import-heading">Import from the ERP</h2>
      <p>
        A CSV file with three columns: name, class and date of birth (like 12-01-2015). Only the day and month are kept.
        Students in the file are added, or their birthday corrected when they are listed already (same name and class);
        nobody else is touched. You see every row, and what the import will do, before anything is saved.
      </p>
      <Form method="post" encType="multipart/form-data" className="admin-form" noValidate>
        <input type="hidden" name="intent" value="preview" />
        <Field name="csv" label="CSV file" type="file" accept=".csv,text/csv" required error={csvError} />
        <button type="submit" className="admin-button" disabled={busy}>
          Preview
        </button>
      </Form>
    </section>
  );
}

/** Every row of the file and what would happen to it, then the way to import (or cancel). */
export function BirthdayPreviewForm({ preview, csv, busy }: { preview: ReadPreview; csv: string; busy: boolean }) {
  return (
    <section aria-labelledby="preview-heading">
      <h2 id="preview-heading">Preview</h2>
      <p role="status">
        {count(preview.count, "row")} ready to import
        {preview.problems > 0 && <>, {count(preview.problems, "row")} with problems, which will be left out</>}. Nothing
        is saved yet.
      </p>
      <CardTable
        caption="Every row of the file"
        rows={preview.lines}
        rowKey={(entry) => String(entry.line)}
        rowClass={(entry) => (entry.ok ? undefined : "admin-row-bad")}
        columns={[
          { label: "Line", cell: (entry) => entry.line },
          { label: "Name", cell: (entry) => entry.birthday?.name ?? entry.cells[0] ?? "" },
          { label: "Class", cell: (entry) => entry.birthday?.class ?? entry.cells[1] ?? "" },
          {
            label: "Birthday",
            cell: (entry) => (entry.birthday ? monthDayLabel(entry.birthday.date) : (entry.cells[2] ?? "")),
          },
          { label: "Status", cell: (entry) => (entry.ok ? "Ready" : `Problem: ${entry.reason}`) },
        ]}
      />
      <Form method="post" className="admin-form">
        <input type="hidden" name="intent" value="import" />
        <input type="hidden" name="csv" value={csv} />
        <ImportChoice plans={preview.plans} />
        <div className="admin-records-actions">
          <button type="submit" className="admin-button" disabled={busy || preview.count === 0}>
            Import {count(preview.count, "row")}
          </button>
          <Link to="/admin/records/birthdays">Cancel</Link>
        </div>
      </Form>
    </section>
  );
}
