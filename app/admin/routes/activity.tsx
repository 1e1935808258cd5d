import { data, Form, Link } from "react-router";
import { formatInstant } from "#app/admin/lib/format-time.ts";
import { schoolPage } from "#app/admin/lib/school-scope.server.ts";
import { loaded } from "#app/admin/lib/staff.server.ts";
import { activityQuerySchema } from "#domain/admin-records";
import { fieldErrorsOf } from "#domain/form-errors";
import type { Route } from "./+types/activity";

export function meta() {
  return [{ title: "Activity · School admin" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff, school, timeZone } = await schoolPage(request, context, "activity.read");
  const params = Object.fromEntries([...new URL(request.url).searchParams].filter(([, value]) => value !== ""));
  const parsed = activityQuerySchema.safeParse(params);
  if (!parsed.success) {
    return data({ query: params, fields: fieldErrorsOf(parsed.error), page: undefined, timeZone }, 400);
  }
  const page = await loaded(request, async () => (await staff.school(school.code)).activity(parsed.data));
  return { query: params, fields: {} as Record<string, string>, page, timeZone };
}

export default function Activity({ loaderData }: Route.ComponentProps) {
  const { query, fields, page, timeZone } = loaderData;
  const olderHref = page?.next ? `?${new URLSearchParams({ ...query, before: page.next })}` : undefined;
  return (
    <>
      <h1>Activity</h1>
      <p>Every sign-in, whether it worked or not, and every change to people and settings. Times are the school's.</p>
      <Form method="get" className="admin-filters">
        <div className="admin-field">
          <label htmlFor="filter-person">Person</label>
          <select id="filter-person" name="person" defaultValue={query.person ?? ""}>
            <option value="">Anyone</option>
            {page?.people.map((person) => (
              <option key={person.userId} value={person.userId}>
                {person.name} ({person.email})
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="filter-kind">Kind</label>
          <select id="filter-kind" name="kind" defaultValue={query.kind ?? ""}>
            <option value="">Any</option>
            {page?.kinds.map((kind) => (
              <option key={kind} value={kind}>
                {kind}
              </option>
            ))}
          </select>
        </div>
        <DateFilter name="from" label="From" value={query.from} error={fields.from} />
        <DateFilter name="to" label="To" value={query.to} error={fields.to} />
        <button type="submit" className="admin-button admin-button-small">
          Show
        </button>
      </Form>
      {page && page.data.length === 0 && <p role="status">Nothing happened that matches.</p>}
      {page && page.data.length > 0 && (
        <table className="admin-table">
          <caption className="visually-hidden">Activity, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">From</th>
            </tr>
          </thead>
          <tbody>
            {page.data.map((entry) => (
              <tr key={entry.id}>
                {/* One element per cell: on a phone each cell is a two-column grid (its label, then this). */}
                <td data-label="When">
                  <span>{formatInstant(entry.at, timeZone)}</span>
                </td>
                <td data-label="Who">
                  <span>
                    <Person name={entry.actorName} address={entry.actor} />
                  </span>
                </td>
                <td data-label="What">
                  <span>
                    <span className="admin-kind">{entry.kind}</span> {entry.action}
                    {entry.target && entry.target !== entry.userId && (
                      <>
                        {" · "}
                        <Person name={entry.targetName} address={entry.target} />
                      </>
                    )}
                  </span>
                </td>
                <td data-label="From">
                  <span>{entry.address}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {olderHref && (
        <p>
          <Link to={olderHref}>Older entries</Link>
        </p>
      )}
    </>
  );
}

/** A person by their name, their address under it; what the log keeps, when it names no account. */
function Person({ name, address }: { name?: string; address: string }) {
  if (!name) return <>{address}</>;
  return (
    <>
      {name}
      <span className="admin-person-email admin-log-address">{address}</span>
    </>
  );
}

function DateFilter({ name, label, value, error }: { name: string; label: string; value?: string; error?: string }) {
  return (
    <div className="admin-field">
      <label htmlFor={`filter-${name}`}>{label}</label>
      <input
        id={`filter-${name}`}
        type="date"
        name={name}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `filter-${name}-error` : undefined}
      />
      {error && (
        <p className="admin-error" id={`filter-${name}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
