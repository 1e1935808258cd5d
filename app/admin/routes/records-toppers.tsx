import { data, Link, redirect, useNavigation } from "react-router";
import { ConsentControl } from "#app/admin/components/consent-control";
import { FormMessage } from "#app/admin/components/field";
import { EditSection } from "#app/admin/components/record-form";
import { RecordActions } from "#app/admin/components/record-list";
import { TopperForm, type TopperValues, topperFields } from "#app/admin/components/topper-form";
import { consentAction, type RecordsActionResult } from "#app/admin/lib/consent-action.server";
import { editTarget, savedLocation } from "#app/admin/lib/edit-target";
import { addTopper, editTopper, getToppers, removeTopper } from "#app/admin/lib/records-api.server";
import { schoolPage } from "#app/admin/lib/school-scope.server";
import { can } from "#domain/roles";
import { schoolToday } from "#domain/school-date";
import "#app/admin/records.css";
import type { Route } from "./+types/records-toppers";

export function meta({ loaderData }: Route.MetaArgs) {
  const editing = loaderData?.editing;
  const title = editing ? `Edit ${editing.name} · Toppers` : "Toppers";
  return [{ title: `${title} · School admin` }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { caller, school, timeZone } = await schoolPage(request, context, "admin.enter");
  // The session that has just ended is the one whose toppers are entered (spec 4: previous year to current).
  const { year } = schoolToday(timeZone);
  const toppers = await getToppers(caller, school.code);
  const canChange = can(school.role, "content.publish");
  return { toppers, canChange, session: `${year - 1}-${year}`, ...editTarget(request.url, toppers, canChange) };
}

type ActionResult = RecordsActionResult & { id?: string; values?: TopperValues };

export async function action({ request, context }: Route.ActionArgs) {
  const { caller, school } = await schoolPage(request, context, "content.publish");
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  const answer = (result: ActionResult, status = 200) => data(result, { status });
  if (intent === "consent") {
    const result = await consentAction(caller, school.code, form);
    return answer(result, result.message ? 400 : 200);
  }
  if (intent === "add" || intent === "edit") {
    const values: TopperValues = Object.fromEntries(topperFields.map((key) => [key, String(form.get(key) ?? "")]));
    const result =
      intent === "add" ? await addTopper(caller, school.code, form) : await editTopper(caller, school.code, id, form);
    if (!result.ok) {
      const fields = { ...result.refusal.fields };
      // A browser cannot put a chosen file back into the form: say so, rather than lose it silently.
      const photo = form.get("photo");
      if (photo instanceof File && photo.size > 0 && !fields.photo) fields.photo = "Choose the photo again.";
      return answer({ intent, id, message: result.refusal.message, fields, values }, 400);
    }
    if (intent === "edit") throw redirect(savedLocation("/admin/records/toppers", id));
    return answer({ intent, notice: `${values.name} is added to the toppers of ${values.sessionYear}.` });
  }
  if (intent === "remove") {
    const result = await removeTopper(caller, school.code, id);
    if (!result.ok) return answer({ intent, message: result.refusal.message }, 400);
    return answer({ intent, notice: `${String(form.get("who") ?? "")} is removed from the toppers.` });
  }
  return answer({ intent, message: "That form is not one this page knows." }, 400);
}

/** The toppers as the site sorts them (marks, highest first), each with its consent state; a form to add or edit one. */
export default function Toppers({ loaderData, actionData }: Route.ComponentProps) {
  const { toppers, canChange, session, editing, gone, saved, returnTo } = loaderData;
  const busy = useNavigation().state === "submitting";
  const intent = actionData?.intent;
  const added = intent === "add" ? actionData : undefined;
  const breadcrumb = (
    <p>
      <Link to="/admin/records">Records</Link>
    </p>
  );
  if (editing) {
    const failed = intent === "edit" && actionData?.id === editing._id ? actionData : undefined;
    const { name, division, stream, sessionYear } = editing;
    const stored: TopperValues = {
      name,
      class: editing.class,
      division,
      stream,
      sessionYear,
      consent: editing.consent ?? "",
    };
    return (
      <>
        {breadcrumb}
        <h1>Toppers</h1>
        <EditSection id={editing._id} title={`Edit ${editing.name}`} message={failed?.message}>
          <TopperForm
            fields={failed?.fields ?? {}}
            values={failed?.values ?? stored}
            session={session}
            busy={busy}
            editing={editing}
          />
        </EditSection>
      </>
    );
  }
  const sessions = [...new Set(toppers.map((topper) => topper.sessionYear))].sort().reverse();
  return (
    <>
      {breadcrumb}
      <h1>Toppers</h1>
      {!added && (
        <>
          <FormMessage
            message={actionData?.message ?? (gone ? "That topper is not on the list any more." : undefined)}
          />
          <FormMessage
            message={actionData?.notice ?? (saved ? `The changes to ${saved.name} are saved.` : undefined)}
            kind="success"
          />
        </>
      )}
      {toppers.length === 0 && <p role="status">No toppers yet.</p>}
      {sessions.map((session) => (
        <section key={session} aria-labelledby={`session-${session}`}>
          <h2 id={`session-${session}`}>Session {session}</h2>
          <table className="admin-table admin-toppers-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Class</th>
                <th scope="col">Marks</th>
                <th scope="col">Stream</th>
                <th scope="col">Consent</th>
                {canChange && (
                  <th scope="col">
                    <span className="visually-hidden">Change</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {toppers
                .filter((topper) => topper.sessionYear === session)
                .map((topper) => (
                  <tr key={topper._id}>
                    <td data-label="Name">
                      <span>{topper.name}</span>
                    </td>
                    <td data-label="Class">
                      <span>{topper.class}</span>
                    </td>
                    <td data-label="Marks">
                      <span>{topper.division}</span>
                    </td>
                    <td data-label="Stream">
                      <span>{topper.stream}</span>
                    </td>
                    <td data-label="Consent">
                      <ConsentControl
                        kind="toppers"
                        id={topper._id}
                        name={topper.name}
                        consent={topper.consent}
                        canChange={canChange}
                        busy={busy}
                      />
                    </td>
                    {canChange && (
                      <td data-label="Change">
                        <div className="admin-records-actions">
                          <RecordActions
                            id={topper._id}
                            name={topper.name}
                            busy={busy}
                            returning={returnTo === topper._id}
                          />
                        </div>
                      </td>
                    )}
                  </tr>
                ))}
            </tbody>
          </table>
        </section>
      ))}
      {canChange && (
        <>
          <h2 id="add-heading">Add a topper</h2>
          <FormMessage message={added?.message} />
          <FormMessage message={added?.notice} kind="success" />
          <TopperForm
            fields={added?.fields ?? {}}
            values={added?.message ? added.values : undefined}
            session={session}
            busy={busy}
            resetKey={added?.notice}
          />
        </>
      )}
    </>
  );
}
