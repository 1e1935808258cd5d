import { useNavigation } from "react-router";
import { AccountNameForm } from "#app/admin/components/account-name-form.tsx";
import { FormMessage } from "#app/admin/components/field.tsx";
import { PasskeyList } from "#app/admin/components/passkey-list.tsx";
import { SessionList } from "#app/admin/components/session-list.tsx";
import { type AccountAnswer, accountActions } from "#app/admin/lib/account-actions.server.ts";
import { accountView } from "#app/admin/lib/account-view.ts";
import { accountForm } from "#app/admin/lib/admin-forms.ts";
import { answerByIntent } from "#app/admin/lib/read-form.ts";
import { loaded, staffOf } from "#app/admin/lib/staff.server.ts";
import { useAdminScope } from "#app/admin/lib/use-admin-scope.ts";
import { siteOf } from "#app/load-context.ts";
import type { Route } from "./+types/account";

export function meta() {
  return [{ title: "Your account · School admin" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await staffOf(request, context);
  const [sessions, passkeys] = await loaded(request, () => Promise.all([staff.sessions(), staff.passkeys()]));
  return { timeZone: siteOf(context).timeZone, ...accountView(sessions, passkeys) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actions = accountActions(request, await staffOf(request, context));
  return answerByIntent(await request.formData(), accountForm, actions, (): AccountAnswer => ({}));
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { me } = useAdminScope();
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <h1>Your account</h1>
      <p>
        {me.user.name}, <span className="admin-wrap">{me.user.email}</span>
      </p>
      <FormMessage message={actionData?.notice} kind="success" />
      <AccountNameForm name={me.user.name} refused={actionData?.refused} busy={busy} />
      <PasskeyList passkeys={loaderData.passkeys} timeZone={loaderData.timeZone} />
      <SessionList sessions={loaderData.sessions} timeZone={loaderData.timeZone} />
    </>
  );
}
