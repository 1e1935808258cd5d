import { data, redirect } from "react-router";
import { InvitationScreen } from "#app/admin/components/invitation-screen.tsx";
import { newNameForm } from "#app/admin/lib/admin-forms.ts";
import { readNewPasswordForm } from "#app/admin/lib/new-password-form.ts";
import { readForm } from "#app/admin/lib/read-form.ts";
import { attempt } from "#app/admin/lib/staff.server.ts";
import { siteOf } from "#app/load-context.ts";
import "#app/admin/admin.css";
import type { Route } from "./+types/invitation";

export const handle = { admin: true };

export function meta() {
  return [{ title: "Your invitation · School admin" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!token)
    return { token, invitation: undefined, message: "This link is incomplete. Open the whole link you were sent." };
  const opened = await attempt(request, () => siteOf(context).account(request).openInvitation(token), [404]);
  return opened.ok
    ? { token, invitation: opened.value, message: undefined }
    : { token, invitation: undefined, message: opened.refusal.message };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const name = String(form.get("name") ?? "");
  const [passwords, named] = [readNewPasswordForm(form), readForm(form, newNameForm)];
  if (!passwords.ok || !named.ok) {
    return data(
      { fields: { ...(passwords.ok ? {} : passwords.fields), ...(named.ok ? {} : named.fields) }, name },
      400,
    );
  }
  const taken = { ...passwords.value, name: named.value.name };
  const result = await attempt(request, () => siteOf(context).account(request).takeUpInvitation(taken), [404]);
  if (!result.ok) return data({ fields: result.refusal.fields, message: result.refusal.message, name }, 400);
  throw redirect("/admin/sign-in?done=invitation&next=%2Fadmin");
}

export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  return <InvitationScreen {...loaderData} answer={actionData} />;
}
