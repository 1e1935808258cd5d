import { data } from "react-router";
import { ForgotPasswordScreen } from "#app/admin/components/forgot-password-screen.tsx";
import { emailForm } from "#app/admin/lib/admin-forms.ts";
import { formValues } from "#app/admin/lib/read-form.ts";
import { attempt } from "#app/admin/lib/staff.server.ts";
import { siteOf } from "#app/load-context.ts";
import "#app/admin/admin.css";
import type { Route } from "./+types/forgot-password";

export const handle = { admin: true };

export function meta() {
  return [{ title: "Forgotten password · School admin" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return { mails: siteOf(context).account(request).mailsResetLinks() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { email } = formValues(await request.formData(), emailForm);
  const result = await attempt(request, () => siteOf(context).account(request).requestResetLink({ email }));
  const answer = result.ok
    ? { message: result.value.message, fields: {}, refused: result.value.outcome === "too-many" }
    : { ...result.refusal, refused: true };
  return data({ email, ...answer }, answer.refused ? 400 : 200);
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  return <ForgotPasswordScreen mails={loaderData.mails} answer={actionData} />;
}
