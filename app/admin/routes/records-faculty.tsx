import { data, Form, Link, useNavigation } from "react-router";
import { FacultyList } from "#app/admin/components/faculty-list";
import { Field, FormMessage } from "#app/admin/components/field";
import type { RecordsActionResult } from "#app/admin/lib/consent-action.server";
import { addFaculty, getFaculty, orderFaculty, removeFaculty } from "#app/admin/lib/records-api.server";
import { moveBy } from "#app/admin/lib/reorder";
import { schoolPage } from "#app/admin/lib/school-scope.server";
import { can } from "#domain/roles";
import "#app/admin/records.css";
import type { Route } from "./+types/records-faculty";

export function meta() {
  return [{ title: "Faculty · School admin" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { caller, school } = await schoolPage(request, context, "admin.enter");
  return { people: await getFaculty(caller, school.code), canChange: can(school.role, "content.publish") };
}

type ActionResult = RecordsActionResult & { values?: Record<string, string>; moved?: { id: string; step: string } };

export async function action({ request, context }: Route.ActionArgs) {
  const { caller, school } = await schoolPage(request, context, "content.publish");
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const who = String(form.get("who") ?? "");
  const answer = (result: ActionResult, status = 200) => data(result, { status });
  if (intent === "add") {
    const values = { name: String(form.get("name") ?? ""), designation: String(form.get("designation") ?? "") };
    const result = await addFaculty(caller, school.code, values);
    if (!result.ok)
      return answer({ intent, message: result.refusal.message, fields: result.refusal.fields, values }, 400);
    return answer({ intent, notice: `${values.name} is added at the end of the list.` });
  }
  if (intent === "move" || intent === "order") {
    // Buttons send one move, a drop the whole new order; both are checked against the list as it is now.
    const current = (await getFaculty(caller, school.code)).map((person) => person._id);
    const ids =
      intent === "move"
        ? moveBy(current, String(form.get("id") ?? ""), form.get("step") === "-1" ? -1 : 1)
        : String(form.get("ids") ?? "").split(",");
    const result = await orderFaculty(caller, school.code, ids);
    if (!result.ok) return answer({ intent, message: result.refusal.message }, 400);
    const id = String(form.get("id") ?? ids[0]);
    return answer({
      intent,
      notice: `${who} is now number ${ids.indexOf(id) + 1}.`,
      moved: intent === "move" ? { id, step: String(form.get("step")) } : undefined,
    });
  }
  if (intent === "remove") {
    const result = await removeFaculty(caller, school.code, String(form.get("id") ?? ""));
    if (!result.ok) return answer({ intent, message: result.refusal.message }, 400);
    return answer({ intent, notice: `${who} is removed from the list.` });
  }
  return answer({ intent, message: "That form is not one this page knows." }, 400);
}

/** Faculty: names and designations, in the order the public table shows them. */
export default function Faculty({ loaderData, actionData }: Route.ComponentProps) {
  const { people, canChange } = loaderData;
  const busy = useNavigation().state === "submitting";
  const added = actionData?.intent === "add" ? actionData : undefined;
  const fields = added?.fields ?? {};
  return (
    <>
      <p>
        <Link to="/admin/records">Records</Link>
      </p>
      <h1>Faculty</h1>
      {!added && (
        <>
          <FormMessage message={actionData?.message} />
          <FormMessage message={actionData?.notice} kind="success" />
        </>
      )}
      <p>
        The site's Faculty page lists them in this order.
        {canChange && " Move a person with the buttons, or drag them onto another's place."}
      </p>
      {people.length === 0 ? (
        <p role="status">No one is listed yet.</p>
      ) : (
        <FacultyList people={people} canChange={canChange} busy={busy} moved={actionData?.moved} />
      )}
      {canChange && (
        <>
          <h2 id="add-heading">Add a person</h2>
          <FormMessage message={added?.message} />
          <FormMessage message={added?.notice} kind="success" />
          <Form method="post" className="admin-form" aria-labelledby="add-heading" noValidate key={added?.notice}>
            <input type="hidden" name="intent" value="add" />
            <Field
              name="name"
              label="Name"
              autoComplete="off"
              required
              defaultValue={added?.values?.name}
              error={fields.name}
            />
            <Field
              name="designation"
              label="Designation"
              autoComplete="off"
              defaultValue={added?.values?.designation}
              error={fields.designation}
              hint="Like PGT (Physics) or Vice Principal."
            />
            <button type="submit" className="admin-button" disabled={busy}>
              Add
            </button>
          </Form>
        </>
      )}
    </>
  );
}
