import { useNavigation } from "react-router";
import { FormMessage } from "#app/admin/components/field.tsx";
import { InvitationList } from "#app/admin/components/invitation-list.tsx";
import { InviteForm } from "#app/admin/components/invite-form.tsx";
import { MemberList } from "#app/admin/components/member-list.tsx";
import { AnsweredLink } from "#app/admin/components/one-time-link.tsx";
import { peopleForm } from "#app/admin/lib/admin-forms.ts";
import { peopleActions } from "#app/admin/lib/people-actions.server.ts";
import { answerByIntent, unknownForm } from "#app/admin/lib/read-form.ts";
import { schoolPage } from "#app/admin/lib/school-scope.server.ts";
import { loaded } from "#app/admin/lib/staff.server.ts";
import type { Route } from "./+types/people";

export function meta() {
  return [{ title: "People · School admin" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { caller, timeZone } = await schoolPage(request, context, "users.manage");
  const [members, invitations] = await loaded(request, () =>
    Promise.all([caller.ops.people(), caller.ops.invitations()]),
  );
  return { members, invitations, timeZone };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { caller } = await schoolPage(request, context, "users.manage");
  const actions = peopleActions(request, caller.ops);
  return answerByIntent(await request.formData(), peopleForm, actions, (intent) => ({ intent, message: unknownForm }));
}

export default function People({ loaderData, actionData }: Route.ComponentProps) {
  const { members, invitations, timeZone } = loaderData;
  const busy = useNavigation().state === "submitting";
  const invited = actionData?.intent === "invite" ? actionData : undefined;
  return (
    <>
      <h1>People</h1>
      {!invited && (
        <>
          <FormMessage message={actionData?.message} />
          <FormMessage message={actionData?.notice} kind="success" />
        </>
      )}
      {actionData?.intent === "reset" && <AnsweredLink answer={actionData.link} timeZone={timeZone} />}
      <MemberList members={members} timeZone={timeZone} busy={busy} />
      <InvitationList invitations={invitations} timeZone={timeZone} busy={busy} />
      <InviteForm answer={invited} timeZone={timeZone} busy={busy} />
    </>
  );
}
