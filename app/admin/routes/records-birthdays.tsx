import { useNavigation } from "react-router";
import { BirthdayPreviewForm, BirthdayUpload } from "#app/admin/components/birthday-import.tsx";
import { BirthdayList } from "#app/admin/components/birthday-list.tsx";
import { FormMessage } from "#app/admin/components/field.tsx";
import { RecordsCrumb } from "#app/admin/components/records-crumb.tsx";
import { birthdaysForm } from "#app/admin/lib/admin-forms.ts";
import { birthdayActions } from "#app/admin/lib/birthday-actions.server.ts";
import { answerByIntent, unknownForm } from "#app/admin/lib/read-form.ts";
import { getBirthdays } from "#app/admin/lib/records.server.ts";
import { shownMonth } from "#app/admin/lib/records-format.ts";
import { schoolPage } from "#app/admin/lib/school-scope.server.ts";
import { can } from "#domain/roles";
import "#app/admin/records.css";
import type { Route } from "./+types/records-birthdays";

export function meta() {
  return [{ title: "Birthdays · School admin" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { caller, school, timeZone } = await schoolPage(request, context, "admin.enter");
  const month = shownMonth(new URL(request.url).searchParams.get("month"), timeZone);
  const all = await getBirthdays(caller);
  const birthdays = all.filter((entry) => entry.date.startsWith(`${month}-`));
  return { month, total: all.length, birthdays, canImport: can(school.role, "content.publish") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { caller } = await schoolPage(request, context, "content.publish");
  const unknown = (intent: string) => ({ intent, message: unknownForm });
  return answerByIntent(await request.formData(), birthdaysForm, birthdayActions(caller), unknown);
}

export default function Birthdays({ loaderData, actionData }: Route.ComponentProps) {
  const { month, total, birthdays, canImport } = loaderData;
  const busy = useNavigation().state === "submitting";
  const preview = actionData?.preview;
  return (
    <>
      <RecordsCrumb />
      <h1>Birthdays</h1>
      <FormMessage message={actionData?.message} />
      <FormMessage message={actionData?.notice} kind="success" />
      {canImport && !preview && <BirthdayUpload csvError={actionData?.fields?.csv} busy={busy} />}
      {preview && actionData?.csv !== undefined && (
        <BirthdayPreviewForm preview={preview} csv={actionData.csv} busy={busy} />
      )}
      <BirthdayList month={month} total={total} birthdays={birthdays} canChange={canImport} busy={busy} />
    </>
  );
}
