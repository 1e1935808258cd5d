import type { InputHTMLAttributes } from "react";

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  name: string;
  label: string;
  /** This field's fault, in plain words, shown beside it and read with it. */
  error?: string;
  hint?: string;
};

/** A labelled input whose hint and error are tied to it (aria-describedby), so a screen reader reads them with it. */
export function Field({ name, label, error, hint, id, ...input }: FieldProps) {
  const fieldId = id ?? `field-${name}`;
  const described = [hint && `${fieldId}-hint`, error && `${fieldId}-error`].filter(Boolean).join(" ");
  return (
    <div className="admin-field">
      <label htmlFor={fieldId}>{label}</label>
      {hint && (
        <p className="admin-hint" id={`${fieldId}-hint`}>
          {hint}
        </p>
      )}
      <input
        id={fieldId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {error && (
        <p className="admin-error" id={`${fieldId}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The e-mail address a sign-in, a password reset or an invitation asks for: required, typed as an address. */
export function EmailField({
  label = "E-mail",
  ...input
}: Omit<FieldProps, "name" | "label" | "type"> & { label?: string }) {
  return <Field name="email" label={label} type="email" required {...input} />;
}

/** What a refused form brings back: the values it sent, and each field's fault. */
type Refused = { values?: Readonly<Record<string, string>>; fields?: Readonly<Record<string, string>> };

/**
 * A field's name with what the refused form sent for it and its fault, so the field keeps what was
 * typed beside its error: `<Field {...answered(answer, "code")} label="Code" />`.
 */
export function answered(answer: Refused | undefined, name: string) {
  return { name, defaultValue: answer?.values?.[name], error: answer?.fields?.[name] };
}

/** A message for the whole form, announced when it appears. */
export function FormMessage({ message, kind = "error" }: { message?: string; kind?: "error" | "success" }) {
  if (!message) return null;
  return (
    <p className={kind === "error" ? "admin-alert" : "admin-notice"} role={kind === "error" ? "alert" : "status"}>
      {message}
    </p>
  );
}
