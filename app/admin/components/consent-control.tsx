import { Form } from "react-router";
import type { Column } from "#app/admin/components/card-table.tsx";
import { type ConsentState, consentLabel, consentStates } from "#domain/consent";
import type { childKindNames } from "#domain/records-admin";

type ConsentProps = {
  kind: (typeof childKindNames)[number];
  id: string;
  name: string;
  consent: ConsentState | null;
  canChange: boolean;
  busy: boolean;
};

/**
 * A record's consent state (issue 14), and the form that changes it: the state is always
 * shown; the form only to someone who may change it. It posts intent "consent" to the page's
 * own action, which calls the staff API.
 */
export function ConsentControl({ kind, id, name, consent, canChange, busy }: ConsentProps) {
  const state = (
    <span className={consent === "given" ? "admin-consent-given" : "admin-consent-none"}>{consentLabel(consent)}</span>
  );
  if (!canChange) return state;
  const fieldId = `consent-${kind}-${id}`;
  return (
    <Form method="post" className="admin-inline-form">
      {state}
      <input type="hidden" name="intent" value="consent" />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="who" value={name} />
      <label htmlFor={fieldId} className="visually-hidden">
        Consent for {name}
      </label>
      <select id={fieldId} name="consent" defaultValue={consent ?? ""}>
        <option value="">{consentLabel(null)}</option>
        {consentStates.map((value) => (
          <option key={value} value={value}>
            {consentLabel(value)}
          </option>
        ))}
      </select>
      <button type="submit" className="admin-button admin-button-small" disabled={busy}>
        Save<span className="visually-hidden"> consent for {name}</span>
      </button>
    </Form>
  );
}

/** The Consent column of a table of records naming children: each row's state, and its form. */
export function consentColumn<T>(
  record: (row: T) => Pick<ConsentProps, "kind" | "id" | "name" | "consent">,
  canChange: boolean,
  busy: boolean,
): Column<T> {
  return {
    label: "Consent",
    bare: true,
    cell: (row) => <ConsentControl {...record(row)} canChange={canChange} busy={busy} />,
  };
}
