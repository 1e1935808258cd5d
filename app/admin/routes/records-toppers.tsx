import { data, Link, useNavigation } from "react-router";
import { ConsentControl } from "#app/admin/components/consent-control";
import { FormMessage } from "#app/admin/components/field";
import { consentAction, type RecordsActionResult } from "#app/admin/lib/consent-action.server";
import { getToppers } from "#app/admin/lib/records-api.server";
import { schoolPage } from "#app/admin/lib/school-scope.server";
import { can } from "#domain/roles";
import "#app/admin/records.css";
import type { Route } from "./+types/records-toppers";

export function meta() {
  return [{ title: "Toppers · School admin" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { caller, school } = await schoolPage(request, context, "admin.enter");
  return { toppers: await getToppers(caller, school.code), canChange: can(school.role, "content.publish") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { caller, school } = await schoolPage(request, context, "content.publish");
  const form = await request.formData();
  if (String(form.get("intent")) !== "consent") {
    const refusal: RecordsActionResult = { intent: "", message: "That form is not one this page knows." };
    return data(refusal, { status: 400 });
  }
  const result = await consentAction(caller, school.code, form);
  return data(result, { status: result.message ? 400 : 200 });
}

/** The toppers as the site sorts them (marks, highest first), each with its consent state. */
export default function Toppers({ loaderData, actionData }: Route.ComponentProps) {
  const { toppers, canChange } = loaderData;
  const busy = useNavigation().state === "submitting";
  const sessions = [...new Set(toppers.map((topper) => topper.sessionYear))].sort().reverse();
  return (
    <>
      <p>
        <Link to="/admin/records">Records</Link>
      </p>
      <h1>Toppers</h1>
      <FormMessage message={actionData?.message} />
      <FormMessage message={actionData?.notice} kind="success" />
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
                  </tr>
                ))}
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
}
