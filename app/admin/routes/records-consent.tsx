import { useNavigation } from "react-router";
import { ConsentList } from "#app/admin/components/consent-list.tsx";
import { FormMessage } from "#app/admin/components/field.tsx";
import { RecordsCrumb } from "#app/admin/components/records-crumb.tsx";
import { consentForm } from "#app/admin/lib/admin-forms.ts";
import { consentActions } from "#app/admin/lib/consent-action.server.ts";
import { answerByIntent, unknownForm } from "#app/admin/lib/read-form.ts";
import { getWithoutConsent } from "#app/admin/lib/records.server.ts";
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
  const unknown = () => ({ intent: "", message: unknownForm });
  return answerByIntent(await request.formData(), consentForm, consentActions(caller), unknown);
}

/** Every record naming a child without consent on file (DPDP Act 2023), to be followed up. */
export default function Consent({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <RecordsCrumb />
      <h1>Children's consent</h1>
      <p>
        Without consent on file, the site shows a child by first name and the initial of the family name only (Aarav
        S.), and shows no photo; a photo whose caption names a child is not shown at all. Record consent here once the
        family has given it in writing.
      </p>
      <FormMessage message={actionData?.message} />
      <FormMessage message={actionData?.notice} kind="success" />
      <ConsentList records={loaderData.records} canChange={loaderData.canChange} busy={busy} />
    </>
  );
}
