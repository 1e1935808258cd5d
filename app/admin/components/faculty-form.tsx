import { Field } from "#app/admin/components/field";
import { RecordForm } from "./record-form";

export type FacultyValues = { name?: string; designation?: string; qualification?: string };

/** The form that adds a person to the faculty list (last), or edits one (who keeps their place). */
export function FacultyForm({
  fields,
  values,
  busy,
  resetKey,
  editing,
}: {
  fields: Record<string, string>;
  values?: FacultyValues;
  busy: boolean;
  resetKey?: string;
  /** The id of the person being edited. */
  editing?: string;
}) {
  return (
    <RecordForm editing={editing} addLabel="Add" busy={busy} resetKey={resetKey}>
      <Field name="name" label="Name" autoComplete="off" required defaultValue={values?.name} error={fields.name} />
      <Field
        name="designation"
        label="Designation"
        autoComplete="off"
        defaultValue={values?.designation}
        error={fields.designation}
        hint="Like PGT (Physics) or Vice Principal."
      />
      <Field
        name="qualification"
        label="Qualification"
        autoComplete="off"
        defaultValue={values?.qualification}
        error={fields.qualification}
        hint="Like M.Sc. (Physics), B.Ed. The Mandatory Public Disclosure lists it (CBSE Circular 1/2026)."
      />
    </RecordForm>
  );
}
