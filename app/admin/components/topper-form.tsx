import { Field } from "#app/admin/components/field";
import { consentLabel, consentStates } from "#domain/consent";
import { topperClasses } from "#domain/kinds/toppers";
import { RecordForm } from "./record-form";

/** The form's fields as text, as typed (or as stored, when an edit opens). */
export const topperFields = ["name", "class", "division", "stream", "sessionYear", "consent"] as const;
export type TopperValues = Partial<Record<(typeof topperFields)[number], string>>;

/**
 * The form that adds a topper, or edits one (issue 14): the spec's fields, a photo, and the
 * family's consent. Editing, the photo field replaces the stored photo only when a file is chosen.
 */
export function TopperForm({
  fields,
  values,
  session,
  busy,
  resetKey,
  editing,
}: {
  fields: Record<string, string>;
  values?: TopperValues;
  session: string;
  busy: boolean;
  resetKey?: string;
  /** The topper being edited: its id, name and stored photo. */
  editing?: { _id: string; name: string; attachments: string[] };
}) {
  const photo = editing?.attachments[0];
  return (
    <RecordForm editing={editing?._id} addLabel="Add the topper" busy={busy} multipart resetKey={resetKey}>
      <Field name="name" label="Name" autoComplete="off" required defaultValue={values?.name} error={fields.name} />
      <div className="admin-field">
        <label htmlFor="field-class">Class</label>
        <select id="field-class" name="class" defaultValue={values?.class ?? "X"}>
          {topperClasses.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
      <Field
        name="division"
        label="Marks"
        autoComplete="off"
        required
        defaultValue={values?.division}
        error={fields.division}
        hint="As the result shows them, like 96.4% or 482/500: the site sorts toppers by them, highest first."
      />
      <Field name="stream" label="Stream" autoComplete="off" defaultValue={values?.stream} error={fields.stream} />
      <Field
        name="sessionYear"
        label="Session"
        autoComplete="off"
        required
        defaultValue={values?.sessionYear ?? session}
        error={fields.sessionYear}
        hint="Like 2025-2026."
      />
      {photo && (
        <figure className="admin-current-photo">
          <img src={`/api/image/${photo}?w=160`} alt={editing.name} width={80} />
          <figcaption>The current photo</figcaption>
        </figure>
      )}
      <Field
        name="photo"
        label={editing ? "New photo" : "Photo"}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        error={fields.photo}
        hint={
          (editing ? (photo ? "Leave it empty to keep the current photo. " : "It has no photo yet. ") : "") +
          "A JPEG, PNG or WebP portrait, at most 10 MB. Shown only with the family's consent."
        }
      />
      <div className="admin-field">
        <label htmlFor="field-consent">Consent</label>
        <select id="field-consent" name="consent" defaultValue={values?.consent ?? ""}>
          <option value="">{consentLabel(null)}</option>
          {consentStates.map((value) => (
            <option key={value} value={value}>
              {consentLabel(value)}
            </option>
          ))}
        </select>
      </div>
    </RecordForm>
  );
}
