import { Form } from "react-router";
import { ConfirmForm } from "#app/admin/components/confirm-form.tsx";
import { Field } from "#app/admin/components/field.tsx";
import { count } from "#app/admin/lib/records-format.ts";
import type { CertificateAdmin } from "#domain/records-admin";

type ListProps = { certificates: CertificateAdmin[]; total: number; query: string; canChange: boolean; busy: boolean };

/** The certificates on the site, found by admission number or name, each with its file and, for a publisher, its changes. */
export function CertificateList({ certificates, total, query, canChange, busy }: ListProps) {
  return (
    <>
      <h2 id="list-heading">Certificates on the site</h2>
      <Form method="get" className="admin-filters" role="search" aria-label="Certificates">
        <Field id="filter-q" name="q" label="Admission number or name" type="search" defaultValue={query} />
        <button type="submit" className="admin-button admin-button-small">
          Find
        </button>
      </Form>
      <p role="status">
        {query ? `${count(certificates.length, "certificate")} of ${total} match.` : `${count(total, "certificate")}.`}
      </p>
      <ul className="admin-people" aria-labelledby="list-heading">
        {certificates.map((entry) => (
          <li key={entry.id} className="admin-person">
            <h3 className="admin-person-name">{entry.admission}</h3>
            <p>{entry.name}</p>
            <div className="admin-person-actions">
              <a href={`/api/image/${entry.storedPath}`}>
                Open the file<span className="visually-hidden"> of {entry.admission}</span>
              </a>
              {canChange && <CertificateChanges entry={entry} busy={busy} />}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** A certificate's new file, or its withdrawal: each asks first. */
function CertificateChanges({ entry, busy }: { entry: CertificateAdmin; busy: boolean }) {
  const who = { id: entry.id, who: entry.admission };
  const of = <span className="visually-hidden"> of {entry.admission}</span>;
  return (
    <>
      <ConfirmForm
        summary={<>Replace the file{of}</>}
        hidden={{ intent: "replace", ...who }}
        encType="multipart/form-data"
      >
        <div className="admin-field">
          <label htmlFor={`replace-${entry.id}`}>New file for {entry.admission} (PDF, JPEG or PNG)</label>
          <input id={`replace-${entry.id}`} name="file" type="file" accept=".pdf,.jpg,.jpeg,.png" required />
        </div>
        <button type="submit" className="admin-button admin-button-small" disabled={busy}>
          Replace<span className="visually-hidden"> the file of {entry.admission}</span>
        </button>
      </ConfirmForm>
      <ConfirmForm
        summary={
          <>
            Withdraw<span className="visually-hidden"> {entry.admission}</span>
          </>
        }
        hidden={{ intent: "withdraw", ...who }}
      >
        <p>The certificate leaves the site at once; its download link stops working.</p>
        <button type="submit" className="admin-button admin-button-small admin-button-danger" disabled={busy}>
          Withdraw {entry.admission}
        </button>
      </ConfirmForm>
    </>
  );
}
