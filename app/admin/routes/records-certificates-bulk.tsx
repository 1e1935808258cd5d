import { Link, useNavigation } from "react-router";
import { BulkReport } from "#app/admin/components/bulk-report.tsx";
import { BulkUploadForm } from "#app/admin/components/bulk-upload-form.tsx";
import { FormMessage } from "#app/admin/components/field.tsx";
import { bulkCertificatesForm } from "#app/admin/lib/admin-forms.ts";
import { bulkCertificateActions } from "#app/admin/lib/certificate-actions.server.ts";
import { answerByIntent, unknownForm } from "#app/admin/lib/read-form.ts";
import { schoolPage } from "#app/admin/lib/school-scope.server.ts";
import "#app/admin/records.css";
import type { Route } from "./+types/records-certificates-bulk";

export function meta() {
  return [{ title: "Upload certificates · School admin" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await schoolPage(request, context, "content.publish");
  return {};
}

export async function action({ request, context }: Route.ActionArgs) {
  const { caller } = await schoolPage(request, context, "content.publish");
  const form = await request.formData();
  const actions = bulkCertificateActions(caller, form);
  return answerByIntent(form, bulkCertificatesForm, actions, (intent) => ({ intent, message: unknownForm }));
}

export default function BulkCertificates({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const report = actionData?.report;
  return (
    <>
      <p>
        <Link to="/admin/records/certificates">Transfer certificates</Link>
      </p>
      <h1>Upload many certificates</h1>
      <FormMessage message={actionData?.message} />
      <FormMessage message={actionData?.notice} kind="success" />
      {report ? (
        <BulkReport report={report} busy={busy} />
      ) : (
        <BulkUploadForm fields={actionData?.fields ?? {}} busy={busy} />
      )}
    </>
  );
}
