import { data, Link, redirect, useNavigation } from "react-router";
import { FacultyForm, type FacultyValues } from "#app/admin/components/faculty-form";
import { FacultyList } from "#app/admin/components/faculty-list";
import { FormMessage } from "#app/admin/components/field";
import { EditSection } from "#app/admin/components/record-form";
import type { RecordsActionResult } from "#app/admin/lib/consent-action.server";
import { editTarget, savedLocation } from "#app/admin/lib/edit-target";
import { addFaculty, editFaculty, getFaculty, orderFaculty, removeFaculty } from "#app/admin/lib/records-api.server";
import { moveBy } from "#app/admin/lib/reorder";
import { schoolPage } from "#app/admin/lib/school-scope.server";
import { can } from "#domain/roles";
import "#app/admin/records.css";
import type { Route } from "./+types/records-faculty";

export function meta({ loaderData }: Route.MetaArgs) {
  const editing = loaderData?.editing;
  const title = editing ? `Edit ${editing.name} · Faculty` : "Faculty";
  return [{ title: `${title} · School admin` }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { caller, school } = await schoolPage(request, context, "admin.enter");
  const people = await getFaculty(caller, school.code);
  const canChange = can(school.role, "content.publish");
  return { people, canChange, ...editTarget(request.url, people, canChange) };
}

type ActionResult = RecordsActionResult & {
  id?: string;
  values?: FacultyValues;
  moved?: { id: string; step: string };
};

export async function action({ request, context }: Route.ActionArgs) {
  const { caller, school } = await schoolPage(request, context, "content.publish");
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  const who = String(form.get("who") ?? "");
  const answer = (result: ActionResult, status = 200) => data(result, { status });
  if (intent === "add" || intent === "edit") {
    const values = {
      name: String(form.get("name") ?? ""),
      designation: String(form.get("designation") ?? ""),
      qualification: String(form.get("qualification") ?? ""),
    };
    const result =
      intent === "add"
        ? await addFaculty(caller, school.code, values)
        : await editFaculty(caller, school.code, id, values);
    if (!result.ok)
      return answer({ intent, id, message: result.refusal.message, fields: result.refusal.fields, values }, 400);
    if (intent === "edit") throw redirect(savedLocation("/admin/records/faculty", id));
    return answer({ intent, notice: `${values.name} is added at the end of the list.` });
  }
  if (intent === "move" || intent === "order") {
    // Buttons send one move, a drop the whole new order; both are checked against the list as it is now.
    const current = (await getFaculty(caller, school.code)).map((person) => person._id);
    const ids =
      intent === "move"
        ? moveBy(current, id, form.get("step") === "-1" ? -1 : 1)
        : String(form.get("ids") ?? "").split(",");
    const result = await orderFaculty(caller, school.code, ids);
    if (!result.ok) return answer({ intent, message: result.refusal.message }, 400);
    const moved = id || ids[0];
    return answer({
      intent,
      notice: `${who} is now number ${ids.indexOf(moved) + 1}.`,
      moved: intent === "move" ? { id: moved, step: String(form.get("step")) } : undefined,
    });
  }
  if (intent === "remove") {
    const result = await removeFaculty(caller, school.code, id);
    if (!result.ok) return answer({ intent, message: result.refusal.message }, 400);
    return answer({ intent, notice: `${who} is removed from the list.` });
  }
  return answer({ intent, message: "That form is not one this page knows." }, 400);
}

/** Faculty: names and designations, in the order the public table shows them; a form to add or edit one. */
export default function Faculty({ loaderData, actionData }: Route.ComponentProps) {
  const { people, canChange, editing, gone, saved, returnTo } = loaderData;
  const busy = useNavigation().state === "submitting";
  const added = actionData?.intent === "add" ? actionData : undefined;
  const breadcrumb = (
    <p>
      <Link to="/admin/records">Records</Link>
    </p>
  );
  if (editing) {
    const failed = actionData?.intent === "edit" && actionData.id === editing._id ? actionData : undefined;
    return (
      <>
        {breadcrumb}
        <h1>Faculty</h1>
        <EditSection id={editing._id} title={`Edit ${editing.name}`} message={failed?.message}>
          <FacultyForm
            fields={failed?.fields ?? {}}
            values={failed?.values ?? editing}
            busy={busy}
            editing={editing._id}
          />
        </EditSection>
      </>
    );
  }
  return (
    <>
      {breadcrumb}
      <h1>Faculty</h1>
      {!added && (
        <>
          <FormMessage
            message={actionData?.message ?? (gone ? "That person is not on the list any more." : undefined)}
          />
          <FormMessage
            message={actionData?.notice ?? (saved ? `The changes to ${saved.name} are saved.` : undefined)}
            kind="success"
          />
        </>
      )}
      <p>
        The site's Faculty page lists them in this order.
        {canChange && " Move a person with the buttons, or drag them onto another's place."}
      </p>
      {people.length === 0 ? (
        <p role="status">No one is listed yet.</p>
      ) : (
        <FacultyList people={people} canChange={canChange} busy={busy} moved={actionData?.moved} returnTo={returnTo} />
      )}
      {canChange && (
        <>
          <h2 id="add-heading">Add a person</h2>
          <FormMessage message={added?.message} />
          <FormMessage message={added?.notice} kind="success" />
          <FacultyForm fields={added?.fields ?? {}} values={added?.values} busy={busy} resetKey={added?.notice} />
        </>
      )}
    </>
  );
}
