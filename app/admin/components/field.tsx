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

/** A message for the whole form, announced when it appears. */
export function FormMessage({ message, kind = "error" }: { message?: string; kind?: "error" | "success" }) {
  if (!message) return null;
  return (
    <p className={kind === "error" ? "admin-alert" : "admin-notice"} role={kind === "error" ? "alert" : "status"}>
      {message}
    </p>
  );
}
