import { data, Link, useNavigation } from "react-router";
import { ConsentControl } from "#app/admin/components/consent-control.tsx";
import { FormMessage } from "#app/admin/components/field.tsx";
import { consentAction, type RecordsActionResult } from "#app/admin/lib/consent-action.server.ts";
import { getWithoutConsent } from "#app/admin/lib/records.server.ts";
import { count } from "#app/admin/lib/records-format.ts";
import { schoolPage } from "#app/admin/lib/school-scope.server.ts";
import { can } from "#domain/roles";
import "#app/admin/records.css";
import type { Route } from "./+types/records-consent";

export function meta() {
  return [{ title: "Children's consent · School admin" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { caller, school } = await schoolPage(request, context, "admin.enter");
  return { records: await getWithoutConsent(caller), canChange: can(school.role, "content.publish") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { caller } = await schoolPage(request, context, "content.publish");
  const form = await request.formData();
  if (String(form.get("intent")) !== "consent") {
    const refusal: RecordsActionResult = { intent: "", message: "That form is not one this page knows." };
    return data(refusal, { status: 400 });
  }
  const result = await consentAction(caller, form);
  return data(result, { status: result.message ? 400 : 200 });
}

/** Every record naming a child without consent on file (DPDP Act 2023), to be followed up. */
export default function Consent({ loaderData, actionData }: Route.ComponentProps) {
  const { records, canChange } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <p>
        <Link to="/admin/records">Records</Link>
      </p>
      <h1>Children's consent</h1>
      <p>
        Without consent on file, the site shows a child by first name and the initial of the family name only (Aarav
        S.), and shows no photo; a photo whose caption names a child is not shown at all. Record consent here once the
        family has given it in writing.
      </p>
      <FormMessage message={actionData?.message} />
      <FormMessage message={actionData?.notice} kind="success" />
      {records.length === 0 ? (
        <p role="status">Every record naming a child has consent on file.</p>
      ) : (
        <>
          <p role="status">{count(records.length, "record")} without consent.</p>
          <table className="admin-table">
            <caption className="visually-hidden">Records without consent</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Record</th>
                <th scope="col">Consent</th>
              </tr>
            </thead>
            <tbody>
              {records.map((entry) => (
                <tr key={`${entry.kind}-${entry.id}`}>
                  <td data-label="Name">
                    <span>{entry.name}</span>
                  </td>
                  <td data-label="Record">
                    <span>{entry.detail}</span>
                  </td>
                  <td data-label="Consent">
                    <ConsentControl
                      kind={entry.kind}
                      id={entry.id}
                      name={entry.name}
                      consent={entry.consent}
                      canChange={canChange}
                      busy={busy}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </>
  );
}
