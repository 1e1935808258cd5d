import "#app/admin/content.css";
import { Link, redirect, useNavigation } from "react-router";
import { FormMessage } from "#app/admin/components/field.tsx";
import { RevisionComparison } from "#app/admin/components/revision-comparison.tsx";
import { RevisionList } from "#app/admin/components/revision-list.tsx";
import { RevisionRestore } from "#app/admin/components/revision-restore.tsx";
import { revisionForm } from "#app/admin/lib/admin-forms.ts";
import { restoreRevision } from "#app/admin/lib/content-edits.server.ts";
import { itemFromParams } from "#app/admin/lib/content-kind.server.ts";
import { formValues } from "#app/admin/lib/read-form.ts";
import { revisionHistory } from "#app/admin/lib/revision-history.server.ts";
import { schoolPage } from "#app/admin/lib/school-scope.server.ts";
import { can } from "#domain/roles";
import type { Route } from "./+types/content-history";

export function meta({ loaderData: data }: Route.MetaArgs) {
  return [{ title: `History of ${data?.title ?? "an item"} · School admin` }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { kind, id } = itemFromParams(params);
  const { caller, school, timeZone } = await schoolPage(request, context, "admin.enter");
  const history = await revisionHistory(caller, kind, id, new URL(request.url).searchParams);
  const direct = kind.workflow === "direct";
  // A direct kind's revision goes back on the site at once, which only someone who may publish does (decision 0090).
  const mayRestore = can(school.role, direct ? "content.publish" : "content.draft");
  return { ...history, kindName: kind.name, id, mayRestore, direct, timeZone };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { kind, id } = itemFromParams(params);
  const { caller } = await schoolPage(request, context, "content.draft");
  const { revision } = formValues(await request.formData(), revisionForm);
  const result = await restoreRevision(caller, kind.name, id, revision);
  if (!result.ok) return { message: result.refusal.message };
  throw redirect(`/admin/content/${kind.name}/${id}?restored=1`);
}

/** Every save of an item (who and when), two of them side by side, and a way back to any. */
export default function ContentHistory({ loaderData: history, actionData }: Route.ComponentProps) {
  const { kindName, id, title, revisions, rows, olderAt, newerAt, timeZone } = history;
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <p className="admin-breadcrumb">
        <Link to={`/admin/content/${kindName}/${id}`}>Back to {title}</Link>
      </p>
      <h1>History of {title}</h1>
      <FormMessage message={actionData?.message} />
      <RevisionList revisions={revisions} older={history.older} newer={history.newer} timeZone={timeZone} />
      {rows.length > 0 && olderAt && newerAt && (
        <RevisionComparison rows={rows} olderAt={olderAt} newerAt={newerAt} timeZone={timeZone} />
      )}
      {history.mayRestore && revisions.length > 0 && (
        <RevisionRestore revisions={revisions} direct={history.direct} timeZone={timeZone} busy={busy} />
      )}
    </>
  );
}
