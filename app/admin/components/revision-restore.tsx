import { Form } from "react-router";
import { formatInstant } from "#app/admin/lib/format-time.ts";
import type { RevisionRecord } from "#domain/editing/editing-records";

type Props = { revisions: Omit<RevisionRecord, "data">[]; direct: boolean; timeZone: string; busy: boolean };

/** Any revision brought back: a direct kind's at once on the site, a reviewed kind's as the draft. */
export function RevisionRestore({ revisions, direct, timeZone, busy }: Props) {
  return (
    <section aria-labelledby="restore-title">
      <h2 id="restore-title">Go back to a revision</h2>
      <p>
        {direct
          ? "The revision goes back on the site at once, and is kept as a new revision."
          : "The revision becomes the draft; the site changes only when it is published."}
      </p>
      <ul className="admin-list">
        {revisions.map((revision) => (
          <li key={revision.id}>
            <Form method="post" className="admin-inline-form">
              <input type="hidden" name="revision" value={revision.id} />
              <span>
                {formatInstant(revision.at, timeZone)}, {revision.actor}: {revision.action}
              </span>
              <button type="submit" className="admin-button admin-button-small admin-button-secondary" disabled={busy}>
                Restore
                <span className="visually-hidden"> the revision of {formatInstant(revision.at, timeZone)}</span>
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
