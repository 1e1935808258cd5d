import { Field } from "#app/admin/components/field";
import { FileListField } from "#app/admin/components/file-list-field";
import { PhotoField } from "#app/admin/components/photo-field";
import { RichTextEditor } from "#app/admin/components/rich-text-editor";
import { consentLabel, consentStates } from "#domain/consent";
import type { EditableField } from "#domain/editing/editable-fields";
import type { EditableKind } from "#domain/editing/editable-kinds";

const inputTypes: Record<string, string> = {
  date: "date",
  url: "url",
  youtube: "url",
  email: "email",
  text: "text",
  time: "text",
};

/**
 * The fields of a kind's edit form, from its description (domain/editing/editable-kinds.ts):
 * each with its label, hint and its own error beside it. Values are the item's working copy.
 */
export function ContentFields({
  kind,
  values,
  errors,
  title,
  school,
}: {
  kind: EditableKind;
  /** The school whose upload addresses file fields send to. */
  school: string;
  values: Readonly<Record<string, unknown>>;
  errors: Readonly<Record<string, string>>;
  /** What a table is named after when no heading stands above it. */
  title: string;
}) {
  return (
    <>
      {kind.fields.map((field) => (
        <ContentField
          key={field.name}
          field={field}
          value={values[field.name]}
          error={errors[field.name]}
          title={title}
          school={school}
        />
      ))}
    </>
  );
}

function ContentField({
  field,
  value,
  error,
  title,
  school,
}: {
  field: EditableField;
  value: unknown;
  error?: string;
  title: string;
  school: string;
}) {
  if (field.widget === "files" || field.widget === "file")
    return <FileListField field={field} value={value} school={school} error={error} />;
  if (field.widget === "photo") return <PhotoField field={field} value={value} error={error} />;
  // A list widget's words (a circular's classes) are edited on one line, separated by commas.
  const text = typeof value === "string" ? value : Array.isArray(value) ? value.join(", ") : "";
  const id = `field-${field.name}`;
  if (field.widget === "richText") {
    return (
      <RichTextEditor
        id={id}
        name={field.name}
        label={field.label}
        defaultValue={text}
        hint={field.hint}
        error={error}
        tableLabel={title}
      />
    );
  }
  if (field.widget === "select" || field.widget === "consent") {
    // Consent: "" is "no consent on file", as on the consent screen.
    const options: Array<readonly [string, string]> =
      field.widget === "consent"
        ? [["", consentLabel(null)], ...consentStates.map((state) => [state, consentLabel(state)] as const)]
        : (field.options ?? []).map((option) => [option, option] as const);
    return <SelectField field={field} value={text} error={error} options={options} />;
  }
  if (field.widget === "textarea") {
    const described = [field.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
    return (
      <div className="admin-field">
        <label htmlFor={id}>{field.label}</label>
        {field.hint && (
          <p className="admin-hint" id={`${id}-hint`}>
            {field.hint}
          </p>
        )}
        <textarea
          id={id}
          name={field.name}
          defaultValue={text}
          rows={4}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        />
        {error && (
          <p className="admin-error" id={`${id}-error`}>
            {error}
          </p>
        )}
      </div>
    );
  }
  return (
    <Field
      name={field.name}
      label={field.label}
      hint={field.hint}
      error={error}
      type={inputTypes[field.widget] ?? "text"}
      defaultValue={text}
      inputMode={field.widget === "url" || field.widget === "youtube" ? "url" : undefined}
      autoComplete="off"
    />
  );
}

function SelectField({
  field,
  value,
  error,
  options,
}: {
  field: EditableField;
  value: string;
  error?: string;
  options: readonly (readonly [string, string])[];
}) {
  const id = `field-${field.name}`;
  const described = [field.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className="admin-field">
      <label htmlFor={id}>{field.label}</label>
      {field.hint && (
        <p className="admin-hint" id={`${id}-hint`}>
          {field.hint}
        </p>
      )}
      <select
        id={id}
        name={field.name}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      >
        {options.map(([option, label]) => (
          <option key={option} value={option}>
            {label}
          </option>
        ))}
      </select>
      {error && (
        <p className="admin-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
