import { formatInstant } from "#app/admin/lib/format-time.ts";
import type { FieldComparison } from "#domain/editing/compare-revisions";

type Props = { rows: FieldComparison[]; olderAt: string; newerAt: string; timeZone: string };

/** Two revisions side by side, field by field, the changed ones marked. */
export function RevisionComparison({ rows, olderAt, newerAt, timeZone }: Props) {
  const [older, newer] = [formatInstant(olderAt, timeZone), formatInstant(newerAt, timeZone)];
  return (
    <section aria-labelledby="comparison-title">
      <h2 id="comparison-title">
        {older} and {newer}
      </h2>
      <table className="admin-table admin-compare">
        <caption className="visually-hidden">Each field in the two revisions</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">{older}</th>
            <th scope="col">{newer}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name} className={row.changed ? "admin-changed" : undefined}>
              <th scope="row">
                {row.label}
                {row.changed && <span className="admin-status admin-status-changes">Changed</span>}
              </th>
              <td data-label="Older">
                <span className="admin-compare-text">{row.before || "(empty)"}</span>
              </td>
              <td data-label="Newer">
                <span className="admin-compare-text">{row.after || "(empty)"}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
