import { Form } from "react-router";
import { Field } from "#app/admin/components/field.tsx";

/** The list and the files, checked against each other before anything is saved. */
export function BulkUploadForm({ fields, busy }: { fields: Record<string, string>; busy: boolean }) {
  return (
    <Form method="post" encType="multipart/form-data" className="admin-form" noValidate>
      <input type="hidden" name="intent" value="report" />
      <Field
        name="csv"
        label="CSV file"
        type="file"
        accept=".csv,text/csv"
        hint="Admission number and student's full name, and the file's name if you have it, one certificate a line. With a header row the columns may be in any order."
        error={fields.csv}
      />
      <Field
        name="files"
        label="Certificate files, or one ZIP of them"
        type="file"
        accept=".pdf,.jpg,.jpeg,.png,.zip"
        multiple
        hint="Each file named as the list names it, or with its admission number, like SVPS-2019-0147.pdf for SVPS/2019/0147. PDF, JPEG or PNG, at most 20 MB each."
        error={fields.files}
      />
      <button type="submit" className="admin-button" disabled={busy}>
        Check the files
      </button>
    </Form>
  );
}
