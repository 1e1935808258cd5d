import { data, useNavigation } from "react-router";
import { NewSchoolForm } from "#app/admin/components/new-school-form.tsx";
import { PlatformResetForm } from "#app/admin/components/platform-reset-form.tsx";
import { SchoolList } from "#app/admin/components/school-list.tsx";
import { schoolsForm } from "#app/admin/lib/admin-forms.ts";
import { answerByIntent, unknownForm } from "#app/admin/lib/read-form.ts";
import { schoolsActions } from "#app/admin/lib/schools-actions.server.ts";
import { loaded, staffOf } from "#app/admin/lib/staff.server.ts";
import { siteOf } from "#app/load-context.ts";
import type { Route } from "./+types/schools";

export function meta() {
  return [{ title: "Schools · School admin" }, { name: "robots", content: "noindex" }];
}

/** The platform's operator only: the operations refuse anyone else, and so does this page, in its own words. */
async function operatorOf(request: Request, context: Route.LoaderArgs["context"]) {
  const staff = await staffOf(request, context);
  if (!staff.account.operator) throw data("Only the platform's operator creates schools.", { status: 403 });
  return { platform: staff.platform, timeZone: siteOf(context).timeZone };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { platform, timeZone } = await operatorOf(request, context);
  return { schools: await loaded(request, () => platform.schools()), timeZone };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { platform } = await operatorOf(request, context);
  const actions = schoolsActions(request, platform);
  return answerByIntent(await request.formData(), schoolsForm, actions, () => ({ message: unknownForm }));
}

export default function Schools({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const quotaAnswer = actionData?.quotaFor ? actionData : undefined;
  const created = actionData?.quotaFor || actionData?.reset ? undefined : actionData;
  return (
    <>
      <h1>Schools</h1>
      <SchoolList schools={loaderData.schools} answer={quotaAnswer} busy={busy} />
      <NewSchoolForm answer={created} timeZone={loaderData.timeZone} busy={busy} />
      <PlatformResetForm answer={actionData?.reset} busy={busy} timeZone={loaderData.timeZone} />
    </>
  );
}
