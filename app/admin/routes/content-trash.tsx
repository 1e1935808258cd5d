import "#app/admin/content.css";
import { Form, Link, useNavigation } from "react-router";
import { FormMessage } from "#app/admin/components/field.tsx";
import { getTrash, takeStep } from "#app/admin/lib/content-edits.server.ts";
import { formatInstant } from "#app/admin/lib/format-time.ts";
import { schoolPage } from "#app/admin/lib/school-scope.server.ts";
import { editableKind } from "#domain/editing/editable-kinds";
import { trashDays } from "#domain/editing/entry-status";
import type { Route } from "./+types/content-trash";

export function meta() {
  return [{ title: "Trash · School admin" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { caller, timeZone } = await schoolPage(request, context, "content.delete");
  return { items: await getTrash(caller), timeZone };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { caller } = await schoolPage(request, context, "content.delete");
  const form = await request.formData();
  const kind = String(form.get("kind") ?? "");
  const id = String(form.get("id") ?? "");
  const result = await takeStep(caller, kind, id, "restore");
  if (!result.ok) return { message: result.refusal.message };
  // A direct kind (toppers, faculty, videos) has no drafts: it comes back on the site (decision 0090).
  const how = editableKind(kind)?.workflow === "direct" ? "on the site" : "as a draft";
  return { notice: `\u201c${result.value.title}\u201d is back, ${how}.`, kind, id };
}

/** What was deleted, for 30 days, each with a way back. */
export default function ContentTrash({ loaderData, actionData }: Route.ComponentProps) {
  const { items, timeZone } = loaderData;
  const busy = useNavigation().state === "submitting";
  const keptUntil = (deletedAt: string) => new Date(Date.parse(deletedAt) + trashDays * 24 * 60 * 60 * 1000);
  return (
    <>
      <h1>Trash</h1>
      <p>
        Deleted items stay here for {trashDays} days, then go for good. Restoring one brings it back as a draft
        (toppers, faculty and videos straight onto the site).
      </p>
      <FormMessage message={actionData?.message} />
      {actionData?.notice && (
        <p className="admin-notice" role="status">
          {actionData.notice} <Link to={`/admin/content/${actionData.kind}/${actionData.id}`}>Open it</Link>
        </p>
      )}
      {items.length === 0 ? (
        <p>The trash is empty.</p>
      ) : (
        <ul className="admin-list">
          {items.map((item) => (
            <li key={`${item.kind}/${item.id}`}>
              <Form method="post" className="admin-inline-form">
                <input type="hidden" name="kind" value={item.kind} />
                <input type="hidden" name="id" value={item.id} />
                <span>
                  <strong>{item.title}</strong>{" "}
                  <span className="admin-kind">{editableKind(item.kind)?.singular ?? item.kind}</span>
                  <span className="admin-hint">
                    {" "}
                    Deleted {formatInstant(item.deletedAt, timeZone)} by {item.updatedBy}; kept until{" "}
                    {formatInstant(keptUntil(item.deletedAt), timeZone)}.
                  </span>
                </span>
                <button
                  type="submit"
                  className="admin-button admin-button-small admin-button-secondary"
                  disabled={busy}
                >
                  Restore<span className="visually-hidden"> {item.title}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
