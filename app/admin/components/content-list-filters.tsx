import { Form } from "react-router";
import type { ListQuery } from "#domain/editing/editing-records";
import { entryStatuses } from "#domain/editing/entry-status";

type Props = { plural: string; query: ListQuery; direct: boolean; hasDate: boolean; fixed: boolean };

/** A kind's list searched by title, filtered by status (not for a direct kind, which has none), and sorted. */
export function ContentListFilters({ plural, query, direct, hasDate, fixed }: Props) {
  return (
    <Form method="get" className="admin-filters" role="search" aria-label={`Find ${plural.toLowerCase()}`}>
      <div className="admin-field">
        <label htmlFor="list-q">Title contains</label>
        <input id="list-q" name="q" type="search" defaultValue={query.q ?? ""} />
      </div>
      <div className="admin-field" hidden={direct}>
        <label htmlFor="list-status">Status</label>
        <select id="list-status" name="status" defaultValue={query.status ?? ""}>
          <option value="">Any</option>
          {entryStatuses.map((status) => (
            <option key={status} value={status}>
              {status[0].toUpperCase() + status.slice(1)}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor="list-sort">Sort by</label>
        <select
          id="list-sort"
          name="sort"
          defaultValue={query.sort ?? (direct ? "" : hasDate ? "date" : fixed ? "" : "updated")}
        >
          {direct && <option value="">As on the site</option>}
          {hasDate && <option value="date">Date, newest first</option>}
          {fixed && <option value="">As in the site's menu</option>}
          <option value="updated">Last changed</option>
          <option value="title">Title, A to Z</option>
        </select>
      </div>
      <button type="submit" className="admin-button admin-button-secondary">
        Show
      </button>
    </Form>
  );
}
