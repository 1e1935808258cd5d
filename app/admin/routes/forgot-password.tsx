import { data, Form, Link, useNavigation } from "react-router";
import { Field, FormMessage } from "#app/admin/components/field.tsx";
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
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  const result = await attempt(request, () => siteOf(context).account(request).requestResetLink({ email }));
  const answer = result.ok
    ? { message: result.value.message, fields: {}, refused: result.value.outcome === "too-many" }
    : { ...result.refusal, refused: true };
  return data({ email, ...answer }, answer.refused ? 400 : 200);
}

/** A reset link mailed to the address on file (decision 0077): the page says the same for every address. */
export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  if (!loaderData.mails) {
    return (
      <main id="main" className="admin-narrow" tabIndex={-1}>
        <h1>Forgotten password</h1>
        <p>
          This platform sends no mail, so a link cannot be mailed to you. Ask your school's owner for a reset link; if
          you work for more than one school, ask the platform's operator.
        </p>
        <p>
          <Link to="/admin/sign-in">Back to sign in</Link>
        </p>
      </main>
    );
  }
  return (
    <main id="main" className="admin-narrow" tabIndex={-1}>
      <h1>Forgotten password</h1>
      <p>Enter the e-mail address you sign in with. A link to set a new password is mailed to it.</p>
      {actionData && Object.keys(actionData.fields).length === 0 && (
        <FormMessage message={actionData.message} kind={actionData.refused ? "error" : "success"} />
      )}
      <Form method="post" className="admin-form" noValidate>
        <Field
          name="email"
          label="E-mail"
          type="email"
          autoComplete="username"
          required
          defaultValue={actionData?.email}
          error={actionData?.fields.email}
        />
        <button type="submit" className="admin-button" disabled={busy}>
          {busy ? "Sending…" : "Send the link"}
        </button>
      </Form>
      <p>
        <Link to="/admin/sign-in">Back to sign in</Link>
      </p>
    </main>
  );
}
