import { data, Form, Link, useNavigation } from "react-router";
import { ConsentControl } from "#app/admin/components/consent-control";
import { FormMessage } from "#app/admin/components/field";
import { TopperForm } from "#app/admin/components/topper-form";
import { consentAction, type RecordsActionResult } from "#app/admin/lib/consent-action.server";
import { addTopper, getToppers, removeTopper } from "#app/admin/lib/records-api.server";
import { schoolPage } from "#app/admin/lib/school-scope.server";
import { can } from "#domain/roles";
import { schoolToday } from "#domain/school-date";
import "#app/admin/records.css";
import type { Route } from "./+types/records-toppers";

export function meta() {
  return [{ title: "Toppers · School admin" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { caller, school, timeZone } = await schoolPage(request, context, "admin.enter");
  // The session that has just ended is the one whose toppers are entered (spec 4: previous year to current).
  const { year } = schoolToday(timeZone);
  return {
    toppers: await getToppers(caller, school.code),
    canChange: can(school.role, "content.publish"),
    session: `${year - 1}-${year}`,
  };
}

type ActionResult = RecordsActionResult & { values?: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs) {
  const { caller, school } = await schoolPage(request, context, "content.publish");
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const answer = (result: ActionResult, status = 200) => data(result, { status });
  if (intent === "consent") {
    const result = await consentAction(caller, school.code, form);
    return answer(result, result.message ? 400 : 200);
  }
  if (intent === "add") {
    const values = Object.fromEntries(
      ["name", "class", "division", "stream", "sessionYear", "consent"].map((key) => [
        key,
        String(form.get(key) ?? ""),
      ]),
    );
    const result = await addTopper(caller, school.code, form);
    if (!result.ok)
      return answer({ intent, message: result.refusal.message, fields: result.refusal.fields, values }, 400);
    return answer({ intent, notice: `${values.name} is added to the toppers of ${values.sessionYear}.` });
  }
  if (intent === "remove") {
    const result = await removeTopper(caller, school.code, String(form.get("id") ?? ""));
    if (!result.ok) return answer({ intent, message: result.refusal.message }, 400);
    return answer({ intent, notice: `${String(form.get("who") ?? "")} is removed from the toppers.` });
  }
  return answer({ intent, message: "That form is not one this page knows." }, 400);
}

/** The toppers as the site sorts them (marks, highest first), each with its consent state, and a form to add one. */
export default function Toppers({ loaderData, actionData }: Route.ComponentProps) {
  const { toppers, canChange, session } = loaderData;
  const added = actionData?.intent === "add" ? actionData : undefined;
  const busy = useNavigation().state === "submitting";
  const sessions = [...new Set(toppers.map((topper) => topper.sessionYear))].sort().reverse();
  return (
    <>
      <p>
        <Link to="/admin/records">Records</Link>
      </p>
      <h1>Toppers</h1>
      {!added && (
        <>
          <FormMessage message={actionData?.message} />
          <FormMessage message={actionData?.notice} kind="success" />
        </>
      )}
      {toppers.length === 0 && <p role="status">No toppers yet.</p>}
      {sessions.map((session) => (
        <section key={session} aria-labelledby={`session-${session}`}>
          <h2 id={`session-${session}`}>Session {session}</h2>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Class</th>
                <th scope="col">Marks</th>
                <th scope="col">Stream</th>
                <th scope="col">Consent</th>
                {canChange && (
                  <th scope="col">
                    <span className="visually-hidden">Remove</span>
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
                      <td data-label="Remove">
                        <Form method="post">
                          <input type="hidden" name="intent" value="remove" />
                          <input type="hidden" name="id" value={topper._id} />
                          <input type="hidden" name="who" value={topper.name} />
                          <button
                            type="submit"
                            className="admin-button admin-button-small admin-button-danger"
                            disabled={busy}
                          >
                            Remove<span className="visually-hidden"> {topper.name}</span>
                          </button>
                        </Form>
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
