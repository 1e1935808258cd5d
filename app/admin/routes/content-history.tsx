import "#app/admin/content.css";
import { Form, Link, redirect, useNavigation } from "react-router";
import { FormMessage } from "#app/admin/components/field.tsx";
import { getItem, getRevision, listRevisions, restoreRevision } from "#app/admin/lib/content-edits.server.ts";
import { kindFromParams } from "#app/admin/lib/content-kind.server.ts";
import { formatInstant } from "#app/admin/lib/format-time.ts";
import { schoolPage } from "#app/admin/lib/school-scope.server.ts";
import { compareRevisions } from "#domain/editing/compare-revisions";
import { singleId } from "#domain/editing/editable-kinds";
import { can } from "#domain/roles";
import type { Route } from "./+types/content-history";

export function meta({ loaderData: data }: Route.MetaArgs) {
  return [{ title: `History of ${data?.title ?? "an item"} · School admin` }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const kind = kindFromParams(params.kind);
  const id = kind.single ? singleId : params.id;
  const { caller, school, timeZone } = await schoolPage(request, context, "admin.enter");
  const [item, revisions] = await Promise.all([getItem(caller, kind.name, id), listRevisions(caller, kind.name, id)]);
  const search = new URL(request.url).searchParams;
  // By default: the newest revision against the one before it.
  const newer = search.get("b") ?? revisions[0]?.id;
  const older = search.get("a") ?? revisions[1]?.id;
  const comparison =
    newer && older && newer !== older
      ? await Promise.all([getRevision(caller, kind.name, id, older), getRevision(caller, kind.name, id, newer)])
      : undefined;
  return {
    kindName: kind.name,
    id,
    title: item.title,
    revisions,
    older,
    newer,
    rows: comparison ? compareRevisions(kind, comparison[0].data, comparison[1].data) : [],
    olderAt: comparison?.[0].at,
    newerAt: comparison?.[1].at,
    // A direct kind's revision goes back on the site at once, which only someone who may publish does (decision 0090).
    mayRestore: can(school.role, kind.workflow === "direct" ? "content.publish" : "content.draft"),
    direct: kind.workflow === "direct",
    timeZone,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const kind = kindFromParams(params.kind);
  const id = kind.single ? singleId : params.id;
  const { caller } = await schoolPage(request, context, "content.draft");
  const revision = String((await request.formData()).get("revision") ?? "");
  const result = await restoreRevision(caller, kind.name, id, revision);
  if (!result.ok) return { message: result.refusal.message };
  throw redirect(`/admin/content/${kind.name}/${id}?restored=1`);
}

/** Every save of an item (who and when), two of them side by side, and a way back to any. */
export default function ContentHistory({ loaderData, actionData }: Route.ComponentProps) {
  const { kindName, id, title, revisions, older, newer, rows, olderAt, newerAt, mayRestore, direct, timeZone } =
    loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <p className="admin-breadcrumb">
        <Link to={`/admin/content/${kindName}/${id}`}>Back to {title}</Link>
      </p>
      <h1>History of {title}</h1>
      <FormMessage message={actionData?.message} />
      {revisions.length < 2 ? (
        <p>{revisions.length === 0 ? "No revisions yet: it has not been changed here." : "One revision so far."}</p>
      ) : (
        <Form method="get" className="admin-form">
          <table className="admin-table">
            <caption className="visually-hidden">Revisions, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who and what</th>
                <th scope="col">Older</th>
                <th scope="col">Newer</th>
              </tr>
            </thead>
            <tbody>
              {revisions.map((revision) => {
                const when = formatInstant(revision.at, timeZone);
                return (
                  <tr key={revision.id}>
                    <td data-label="When">
                      <span>{when}</span>
                    </td>
                    <td data-label="Who">
                      <span>
                        {revision.actor}: {revision.action}
                      </span>
                    </td>
                    <td data-label="Older">
                      <span>
                        <input
                          type="radio"
                          name="a"
                          value={revision.id}
                          defaultChecked={revision.id === older}
                          aria-label={`Compare from ${when}`}
                        />
                      </span>
                    </td>
                    <td data-label="Newer">
                      <span>
                        <input
                          type="radio"
                          name="b"
                          value={revision.id}
                          defaultChecked={revision.id === newer}
                          aria-label={`Compare to ${when}`}
                        />
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <button type="submit" className="admin-button admin-button-secondary">
            Compare
          </button>
        </Form>
      )}
      {rows.length > 0 && olderAt && newerAt && (
        <section aria-labelledby="comparison-title">
          <h2 id="comparison-title">
            {formatInstant(olderAt, timeZone)} and {formatInstant(newerAt, timeZone)}
          </h2>
          <table className="admin-table admin-compare">
            <caption className="visually-hidden">Each field in the two revisions</caption>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">{formatInstant(olderAt, timeZone)}</th>
                <th scope="col">{formatInstant(newerAt, timeZone)}</th>
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
      )}
      {mayRestore && revisions.length > 0 && (
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
                  <button
                    type="submit"
                    className="admin-button admin-button-small admin-button-secondary"
                    disabled={busy}
                  >
                    Restore
                    <span className="visually-hidden"> the revision of {formatInstant(revision.at, timeZone)}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
