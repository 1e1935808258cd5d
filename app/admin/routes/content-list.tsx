import "#app/admin/content.css";
// The direct kinds' screens: the current photo, the row's Move buttons, a link drawn as a button.
import "#app/admin/records.css";
import "#app/admin/media.css";
import { Form, Link, redirect, useNavigation } from "react-router";
import { AlbumUploadsPanel } from "#app/admin/components/album-uploads.tsx";
import { DirectListTable } from "#app/admin/components/direct-list-table.tsx";
import { FormMessage } from "#app/admin/components/field.tsx";
import { StatusBadge } from "#app/admin/components/status-badge.tsx";
import { StorageUsage } from "#app/admin/components/storage-usage.tsx";
import { albumUploads, deleteAlbumUpload } from "#app/admin/lib/album-uploads.server.ts";
import { listContent, takeStep } from "#app/admin/lib/content-edits.server.ts";
import { kindFromParams } from "#app/admin/lib/content-kind.server.ts";
import { newItemId } from "#app/admin/lib/direct-form.ts";
import { formatInstant } from "#app/admin/lib/format-time.ts";
import { schoolPage } from "#app/admin/lib/school-scope.server.ts";
import { consentLabel } from "#domain/consent";
import { type EditableKind, isFixedKind, singleId } from "#domain/editing/editable-kinds";
import type { ItemPage } from "#domain/editing/editing-records";
import { listQuerySchema } from "#domain/editing/editing-records";
import { entryStatuses } from "#domain/editing/entry-status";
import { can } from "#domain/roles";
import type { Route } from "./+types/content-list";

export function meta({ loaderData: data }: Route.MetaArgs) {
  return [{ title: `${data?.plural ?? "Content"} · School admin` }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const kind = kindFromParams(params.kind);
  if (kind.single) throw redirect(`/admin/content/${kind.name}/${singleId}`);
  const { caller, school, timeZone } = await schoolPage(request, context, "admin.enter");
  const search = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = listQuerySchema.safeParse(search);
  const query = parsed.success ? parsed.data : {};
  const page = withOptionLabels(kind, withConsentWords(kind, await listContent(caller, kind.name, query)));
  const direct = kind.workflow === "direct";
  return {
    direct,
    columns: (kind.columns ?? []).map((name) => ({
      name,
      label: kind.fields.find((field) => field.name === name)?.label ?? name,
    })),
    // Moving needs the whole list in its order: not filtered, not sorted otherwise.
    movable: direct && kind.orderField !== undefined && !query.q && !query.sort && can(school.role, "content.publish"),
    added: new URL(request.url).searchParams.has("added"),
    kind: kind.name,
    plural: kind.plural,
    singular: kind.singular,
    hasDate: kind.dateField !== undefined,
    fixed: kind.fixedIds !== undefined,
    query,
    page,
    timeZone,
    mayCreate: can(school.role, direct ? "content.publish" : "content.draft") && !isFixedKind(kind),
    trashed: new URL(request.url).searchParams.get("trashed"),
    // The albums' storage and uploads in no album (decision 0101).
    uploads: await albumUploads(caller, kind, school.role),
  };
}

/** A column of choices (an album's category) in the form's words. */
function withOptionLabels(kind: EditableKind, page: ItemPage): ItemPage {
  const labelled = kind.fields.filter((field) => field.optionLabels && kind.columns?.includes(field.name));
  if (labelled.length === 0) return page;
  const data = page.data.map((item) => {
    const columns = { ...item.columns };
    for (const { name, optionLabels } of labelled) columns[name] = optionLabels?.[columns[name] ?? ""] ?? columns[name];
    return { ...item, columns };
  });
  return { ...page, data };
}

/** A consent column in words, as the consent screen says it. */
function withConsentWords(kind: EditableKind, page: ItemPage): ItemPage {
  const consent = kind.fields.filter((field) => field.widget === "consent" && kind.columns?.includes(field.name));
  if (consent.length === 0) return page;
  const data = page.data.map((item) => {
    const columns = { ...item.columns };
    for (const { name } of consent) {
      const state = columns[name];
      columns[name] = consentLabel(state === "given" || state === "refused" ? state : null);
    }
    return { ...item, columns };
  });
  return { ...page, data };
}

/**
 * In a list ordered by hand (the direct workflow's faculty), Move up and Move down. "New" is a
 * link to an empty form: the item is made by its first save (decision 0098).
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const kind = kindFromParams(params.kind);
  const { caller } = await schoolPage(request, context, "content.draft");
  const form = await request.formData();
  if (form.get("intent") === "delete") return deleteAlbumUpload(caller, form);
  if (form.get("intent") === "move") {
    // A button moves one place (`direction`); a drop onto another row moves to its place (`to`).
    const id = String(form.get("id") ?? "");
    const to = Number(form.get("to"));
    const direction: "up" | "down" = form.get("direction") === "up" ? "up" : "down";
    const moved = await takeStep(caller, kind.name, id, "move", to > 0 ? { to } : { direction });
    if (!moved.ok) return { message: moved.refusal.message };
    const notice =
      to > 0 ? `${moved.value.title} is moved to place ${to}.` : `${moved.value.title} is moved ${direction}.`;
    return { notice, moved: { id: moved.value.id, direction: to > 0 ? ("down" as const) : direction } };
  }
  return { message: "That form is not one this page knows." };
}

/** One kind's items: searched, filtered by status, sorted and paged; each a link to its edit screen. */
export default function ContentList({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, plural, singular, hasDate, fixed, query, page, timeZone, mayCreate, trashed } = loaderData;
  const { direct, columns, movable, added, uploads } = loaderData;
  const busy = useNavigation().state === "submitting";
  const pageHref = (number: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value && key !== "page") params.set(key, String(value));
    params.set("page", String(number));
    return `?${params}`;
  };
  return (
    <>
      <h1>{plural}</h1>
      {uploads && <StorageUsage usage={uploads.usage} />}
      <FormMessage message={actionData && "message" in actionData ? actionData.message : undefined} />
      <FormMessage kind="success" message={trashed ? `“${trashed}” is in the trash for 30 days.` : undefined} />
      <FormMessage
        kind="success"
        message={
          actionData && "notice" in actionData
            ? actionData.notice
            : added
              ? `The new ${singular} is saved. The site shows it now.`
              : undefined
        }
      />
      {mayCreate && (
        <p>
          <Link to={`/admin/content/${kind}/${newItemId}`} className="admin-button">
            New {singular}
          </Link>
        </p>
      )}
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
      <p role="status">
        {page.total === 0 ? "Nothing matches." : `${page.total} ${page.total === 1 ? singular : plural.toLowerCase()}`}
        {page.pages > 1 && `, page ${page.page} of ${page.pages}`}
      </p>
      {direct && page.data.length > 0 && (
        <DirectListTable
          kind={kind}
          plural={plural}
          items={page.data}
          columns={columns}
          movable={movable}
          busy={busy}
          timeZone={timeZone}
          onFirstPage={page.page === 1}
          onLastPage={page.page === page.pages}
          moved={actionData && "moved" in actionData ? actionData.moved : undefined}
        />
      )}
      {!direct && page.data.length > 0 && (
        <table className="admin-table">
          <caption className="visually-hidden">{plural}</caption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Status</th>
              {hasDate && <th scope="col">Date</th>}
              {columns.map((column) => (
                <th scope="col" key={column.name}>
                  {column.label}
                </th>
              ))}
              <th scope="col">Changed</th>
            </tr>
          </thead>
          <tbody>
            {page.data.map((item) => (
              <tr key={item.id}>
                <td data-label="Title">
                  <Link to={`/admin/content/${kind}/${item.id}`}>{item.title}</Link>
                </td>
                <td data-label="Status">
                  <span>
                    <StatusBadge status={item.status} hasChanges={item.hasChanges} />
                    {item.publishAt && <> · goes live {formatInstant(item.publishAt, timeZone)}</>}
                    {item.unpublishAt && <> · ends {formatInstant(item.unpublishAt, timeZone)}</>}
                  </span>
                </td>
                {hasDate && (
                  <td data-label="Date">
                    <span>{item.date ?? "—"}</span>
                  </td>
                )}
                {columns.map((column) => (
                  <td data-label={column.label} key={column.name}>
                    <span>{item.columns?.[column.name] ?? ""}</span>
                  </td>
                ))}
                <td data-label="Changed">
                  <span>
                    {item.updatedAt ? `${formatInstant(item.updatedAt, timeZone)} by ${item.updatedBy}` : "At import"}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {page.pages > 1 && (
        <nav aria-label="Pages" className="admin-pages">
          {page.page > 1 && <Link to={pageHref(page.page - 1)}>Previous page</Link>}
          {page.page < page.pages && <Link to={pageHref(page.page + 1)}>Next page</Link>}
        </nav>
      )}
      {uploads && <AlbumUploadsPanel unused={uploads.unused} canDelete={uploads.canDelete} busy={busy} />}
    </>
  );
}
