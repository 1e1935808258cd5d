import { useState } from "react";
import { FileListField } from "#app/admin/components/file-list-field.tsx";
import type { EditableField } from "#domain/editing/editable-fields";

type DocumentValue = { file?: string; attestedBy?: string; attestedOn?: string; validUntil?: string };

function documentOf(value: unknown): DocumentValue {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  const record = value as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === "string" ? (record[key] as string) : undefined);
  return {
    file: text("file"),
    attestedBy: text("attestedBy"),
    attestedOn: text("attestedOn"),
    validUntil: text("validUntil"),
  };
}

/**
 * A document of the disclosure (issue 25): one PDF, who self-attested it, the date of
 * attestation and, for a licence, the date it is valid until. The form posts the four together
 * as JSON under the field's name; the server keeps only the parts given (server/editing/clean-draft.ts).
 */
export function DocumentField({
  field,
  value,
  school,
  error,
}: {
  field: EditableField;
  value: unknown;
  school: string;
  error?: string;
}) {
  const [document, setDocument] = useState<DocumentValue>(() => documentOf(value));
  const id = `field-${field.name}`;
  const set = (part: keyof DocumentValue, typed: string) => setDocument((current) => ({ ...current, [part]: typed }));
  const described = [field.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset id={id} className="admin-field admin-document" aria-describedby={described}>
      <legend>{field.label}</legend>
      {field.hint && (
        <p className="admin-hint" id={`${id}-hint`}>
          {field.hint}
        </p>
      )}
      <input type="hidden" name={field.name} value={JSON.stringify(document)} />
      <FileListField
        field={{ name: `${field.name}-pdf`, label: "The PDF", widget: "file", accept: "documents" }}
        value={document.file}
        school={school}
        onChange={(paths) => setDocument((current) => ({ ...current, file: paths[0] ?? "" }))}
      />
      <div className="admin-document__attestation">
        <div className="admin-field">
          <label htmlFor={`${id}-attested-by`}>Self-attested by</label>
          <input
            id={`${id}-attested-by`}
            type="text"
            autoComplete="off"
            value={document.attestedBy ?? ""}
            onChange={(event) => set("attestedBy", event.target.value)}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-attested-on`}>Date of attestation</label>
          <input
            id={`${id}-attested-on`}
            type="date"
            value={document.attestedOn ?? ""}
            onChange={(event) => set("attestedOn", event.target.value)}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-valid-until`}>Valid until</label>
          <input
            id={`${id}-valid-until`}
            type="date"
            value={document.validUntil ?? ""}
            onChange={(event) => set("validUntil", event.target.value)}
          />
        </div>
      </div>
      {error && (
        <p className="admin-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
