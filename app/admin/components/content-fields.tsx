import type { ReactNode } from "react";
import { DocumentField } from "#app/admin/components/document-field.tsx";
import { Field } from "#app/admin/components/field.tsx";
import { FileListField } from "#app/admin/components/file-list-field.tsx";
import { HeroSlidesField } from "#app/admin/components/hero-slides-field.tsx";
import { PhotoField } from "#app/admin/components/photo-field.tsx";
import { PhotosField } from "#app/admin/components/photos-field.tsx";
import { RichTextEditor } from "#app/admin/components/rich-text-editor.tsx";
import { RowsField } from "#app/admin/components/rows-field.tsx";
import { consentLabel, consentStates } from "#domain/consent";
import type { EditableField } from "#domain/editing/editable-fields";
import type { EditableKind } from "#domain/editing/editable-kinds";
import type { Problem } from "#domain/publish-checks/problem";

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
  onRichText,
}: {
  kind: EditableKind;
  /** Told what a rich-text field's checks find after each change of it (the refusal box drops what is fixed). */
  onRichText?: (field: string, problems: Problem[]) => void;
  /** The school whose upload addresses file fields send to. */
  school: string;
  values: Readonly<Record<string, unknown>>;
  errors: Readonly<Record<string, string>>;
  /** What a table is named after when no heading stands above it. */
  title: string;
}) {
  const one = (field: EditableField) => (
    <ContentField
      key={field.name}
      field={field}
      value={values[field.name]}
      error={errors[field.name]}
      title={title}
      school={school}
      onRichText={onRichText}
    />
  );
  const groups = sectionsOf(kind.fields);
  if (groups.length === 1 && groups[0].section === undefined) return <>{kind.fields.map(one)}</>;
  // A kind whose fields come in sections (the disclosure's A to E): a contents list, then one part each.
  return (
    <>
      <nav aria-label="Sections of the form" className="admin-form-sections">
        <ul>
          {groups.map(({ section, id }) => (
            <li key={id}>
              <a href={`#${id}`}>{section}</a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map(({ section, id, fields }) => (
        <section key={id} aria-labelledby={id} className="admin-form-section">
          <h2 id={id}>{section}</h2>
          {fields.map(one)}
        </section>
      ))}
    </>
  );
}

/** Consecutive fields of one `section`, in the form's order. */
function sectionsOf(fields: readonly EditableField[]) {
  const groups: { section: string | undefined; id: string; fields: EditableField[] }[] = [];
  for (const field of fields) {
    const last = groups.at(-1);
    if (last && last.section === field.section) last.fields.push(field);
    else groups.push({ section: field.section, id: `section-${groups.length + 1}`, fields: [field] });
  }
  return groups;
}

function ContentField({
  field,
  value,
  error,
  title,
  school,
  onRichText,
}: {
  field: EditableField;
  value: unknown;
  error?: string;
  title: string;
  school: string;
  onRichText?: (field: string, problems: Problem[]) => void;
}) {
  if (field.widget === "files" || field.widget === "file")
    return <FileListField field={field} value={value} school={school} error={error} />;
  if (field.widget === "document") return <DocumentField field={field} value={value} school={school} error={error} />;
  if (field.widget === "rows") return <RowsField field={field} value={value} error={error} />;
  if (field.widget === "photo") return <PhotoField field={field} value={value} error={error} />;
  if (field.widget === "heroSlides")
    return <HeroSlidesField field={field} value={value} school={school} error={error} />;
  if (field.widget === "photos")
    return <PhotosField field={field} value={value} school={school} title={title} error={error} />;
  if (field.widget === "select" || field.widget === "consent" || field.widget === "choice") {
    const given = typeof value === "string" ? value : "";
    return <SelectField field={field} value={given} error={error} options={selectOptions(field)} />;
  }
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
        school={school}
        onChange={onRichText && ((change) => onRichText(field.name, change.problems))}
      />
    );
  }
  if (field.widget === "textarea") {
    return (
      <LabelledControl field={field} error={error}>
        {(described) => (
          <textarea
            id={id}
            name={field.name}
            defaultValue={text}
            rows={4}
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
          />
        )}
      </LabelledControl>
    );
  }

  return (
    <Field
      name={field.name}
      label={field.label}
      hint={field.hint}
      error={error}
      type={inputTypes[field.widget] ?? "text"}
      defaultValue={typeof value === "number" ? String(value) : text}
      inputMode={
        field.widget === "url" || field.widget === "youtube" ? "url" : field.widget === "number" ? "decimal" : undefined
      }
      autoComplete="off"
    />
  );
}

/**
 * The choices of a select: a `select`'s options as they are (a topper's class); a `choice`'s
 * after "Not given" (the disclosure's optional answers); consent's states after "" for "no
 * consent on file", as on the consent screen.
 */
function selectOptions(field: EditableField): Array<readonly [string, string]> {
  const plain = (field.options ?? []).map((option) => [option, field.optionLabels?.[option] ?? option] as const);
  if (field.widget === "consent")
    return [["", consentLabel(null)], ...consentStates.map((state) => [state, consentLabel(state)] as const)];
  if (field.widget === "choice") return [["", field.optionLabels?.[""] ?? "Not given"], ...plain];
  return plain;
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
  return (
    <LabelledControl field={field} error={error}>
      {(described) => (
        <select
          id={`field-${field.name}`}
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
      )}
    </LabelledControl>
  );
}

/** A control with its label, its hint and its error beside it, the hint and error read with it. */
function LabelledControl({
  field,
  error,
  children,
}: {
  field: EditableField;
  error?: string;
  children: (described: string | undefined) => ReactNode;
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
      {children(described)}
      {error && (
        <p className="admin-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
