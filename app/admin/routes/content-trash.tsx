import "#app/admin/content.css";
import { Link, useNavigation } from "react-router";
import { FormMessage } from "#app/admin/components/field.tsx";
import { TrashList } from "#app/admin/components/trash-list.tsx";
import { itemForm } from "#app/admin/lib/admin-forms.ts";
import { getTrash, takeStep } from "#app/admin/lib/content-edits.server.ts";
import { formValues } from "#app/admin/lib/read-form.ts";
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
  const { kind, id } = formValues(await request.formData(), itemForm);
  const result = await takeStep(caller, kind, id, "restore");
  if (!result.ok) return { message: result.refusal.message };
  // A direct kind (toppers, faculty, videos) has no drafts: it comes back on the site (decision 0090).
  const how = editableKind(kind)?.workflow === "direct" ? "on the site" : "as a draft";
  return { notice: `\u201c${result.value.title}\u201d is back, ${how}.`, kind, id };
}

/** What was deleted, for 30 days, each with a way back. */
export default function ContentTrash({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
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
      <TrashList items={loaderData.items} timeZone={loaderData.timeZone} busy={busy} />
    </>
  );
}
