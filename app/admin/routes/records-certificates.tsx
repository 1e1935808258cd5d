import { Link, useNavigation } from "react-router";
import { CertificateAddForm } from "#app/admin/components/certificate-add-form.tsx";
import { CertificateList } from "#app/admin/components/certificate-list.tsx";
import { FormMessage } from "#app/admin/components/field.tsx";
import { RecordsCrumb } from "#app/admin/components/records-crumb.tsx";
import { certificatesForm } from "#app/admin/lib/admin-forms.ts";
import { certificateActions } from "#app/admin/lib/certificate-actions.server.ts";
import { answerByIntent, unknownForm } from "#app/admin/lib/read-form.ts";
import { getCertificates } from "#app/admin/lib/records.server.ts";
import { schoolPage } from "#app/admin/lib/school-scope.server.ts";
import { can } from "#domain/roles";
import "#app/admin/records.css";
import type { Route } from "./+types/records-certificates";

export function meta() {
  return [{ title: "Transfer certificates · School admin" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { caller, school } = await schoolPage(request, context, "admin.enter");
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim();
  const all = await getCertificates(caller);
  const needle = query.toLowerCase();
  const certificates = all.filter((entry) => `${entry.admission} ${entry.name}`.toLowerCase().includes(needle));
  return { certificates, total: all.length, query, canChange: can(school.role, "content.publish") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { caller } = await schoolPage(request, context, "content.publish");
  const form = await request.formData();
  const actions = certificateActions(caller, form);
  return answerByIntent(form, certificatesForm, actions, (intent) => ({ intent, message: unknownForm }));
}

export default function Certificates({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const added = actionData?.intent === "add" ? actionData : undefined;
  return (
    <>
      <RecordsCrumb />
      <h1>Transfer certificates</h1>
      <p>
        Every issued certificate is on the site: anyone with the admission number and the student's full name can
        download it from the Transfer Certificate page.
      </p>
      {!added && <FormMessage message={actionData?.message} />}
      {!added && <FormMessage message={actionData?.notice} kind="success" />}
      {loaderData.canChange && (
        <p>
          <Link to="/admin/records/certificates/bulk">Upload many certificates at once</Link>
        </p>
      )}
      <CertificateList {...loaderData} busy={busy} />
      {loaderData.canChange && <CertificateAddForm answer={added} busy={busy} />}
    </>
  );
}
