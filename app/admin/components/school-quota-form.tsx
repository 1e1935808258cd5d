import { Form } from "react-router";
import { FormMessage } from "#app/admin/components/field.tsx";
import type { PlatformSchoolRecord } from "#domain/admin-records";

type Answer = { message?: string; notice?: string; fields?: Record<string, string>; values?: Record<string, string> };

/**
 * One school's storage quota on the operator's list (decision 0075): a number of MB, or empty for
 * the platform's STORAGE_QUOTA_MB. What was typed stays in the box after a refusal.
 */
export function SchoolQuotaForm({
  school,
  busy,
  answer,
}: {
  school: PlatformSchoolRecord;
  busy: boolean;
  answer?: Answer;
}) {
  const fieldId = `quota-${school.code}`;
  const error = answer?.fields?.quotaMb;
  const described = [`${fieldId}-hint`, error && `${fieldId}-error`].filter(Boolean).join(" ");
  return (
    <Form method="post" className="admin-inline-form" key={answer?.notice}>
      <input type="hidden" name="intent" value="quota" />
      <input type="hidden" name="code" value={school.code} />
      <label htmlFor={fieldId}>
        Storage quota<span className="visually-hidden"> of {school.name}</span> in MB
      </label>
      <input
        id={fieldId}
        name="quotaMb"
        inputMode="numeric"
        size={8}
        defaultValue={answer?.values?.quotaMb ?? school.ownQuotaMb ?? ""}
        aria-describedby={described}
        aria-invalid={error ? true : undefined}
      />
      <button type="submit" className="admin-button admin-button-small" disabled={busy}>
        Save<span className="visually-hidden"> the quota of {school.name}</span>
      </button>
      <span id={`${fieldId}-hint`} className="admin-hint">
        Empty: the platform's.
      </span>
      {error && (
        <span className="admin-error" id={`${fieldId}-error`}>
          {error}
        </span>
      )}
      {answer && !error && <FormMessage message={answer.message} />}
      <FormMessage message={answer?.notice} kind="success" />
    </Form>
  );
}
