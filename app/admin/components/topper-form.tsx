import { Form } from "react-router";
import { Field } from "#app/admin/components/field";
import { consentLabel, consentStates } from "#domain/consent";
import { topperClasses } from "#domain/content-schema";

/** The form that adds a topper (issue 14): the spec's fields, a photo, and the family's consent. */
export function TopperForm({
  fields,
  values,
  session,
  busy,
  resetKey,
}: {
  fields: Record<string, string>;
  values?: Record<string, string>;
  session: string;
  busy: boolean;
  resetKey?: string;
}) {
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="admin-form"
      aria-labelledby="add-heading"
      noValidate
      key={resetKey}
    >
      <input type="hidden" name="intent" value="add" />
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
      <Field
        name="photo"
        label="Photo"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        error={fields.photo}
        hint="A JPEG, PNG or WebP portrait, at most 10 MB. Shown only with the family's consent."
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
      <button type="submit" className="admin-button" disabled={busy}>
        Add the topper
      </button>
    </Form>
  );
}
