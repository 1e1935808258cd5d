import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Field, FormMessage } from "#app/admin/components/field.tsx";
import { NewPasswordFields } from "#app/admin/components/new-password-fields.tsx";
import { readNewPasswordForm } from "#app/admin/lib/new-password-form.ts";
import { attempt } from "#app/admin/lib/staff.server.ts";
import { withArticle } from "#app/admin/lib/with-article.ts";
import { siteOf } from "#app/load-context.ts";
import { displayNameMax, displayNameSchema } from "#domain/display-name";
import { roleLabels } from "#domain/roles";
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
  // Someone new says what they are called (issue 23): the owner's spelling is offered, theirs is kept.
  const name = String(form.get("name") ?? "");
  const named = displayNameSchema.safeParse(name);
  const parsed = readNewPasswordForm(form);
  if (!parsed.ok || !named.success) {
    const fields = {
      ...(parsed.ok ? {} : parsed.fields),
      ...(named.success ? {} : { name: named.error.issues[0].message }),
    };
    return data({ fields, message: undefined, name }, 400);
  }
  const result = await attempt(
    request,
    () =>
      siteOf(context)
        .account(request)
        .takeUpInvitation({ ...parsed.value, name: named.data }),
    [404],
  );
  if (!result.ok) return data({ fields: result.refusal.fields, message: result.refusal.message, name }, 400);
  throw redirect("/admin/sign-in?done=invitation&next=%2Fadmin");
}

/**
 * An invitation's link (decision 0077). The page reads the same for an address with an account and
 * one without: someone new chooses a password here; someone with an account signs in and accepts
 * on the dashboard, and what they type here changes nothing of their account.
 */
export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const fields: Record<string, string> = actionData?.fields ?? {};
  const { invitation, token } = loaderData;
  if (!invitation) {
    return (
      <main id="main" className="admin-narrow" tabIndex={-1}>
        <h1>Your invitation</h1>
        <FormMessage message={loaderData.message} />
      </main>
    );
  }
  const role = roleLabels[invitation.role];
  return (
    <main id="main" className="admin-narrow" tabIndex={-1}>
      <h1>Join {invitation.schoolName}</h1>
      <p>
        {invitation.schoolName} invites <strong className="admin-wrap">{invitation.email}</strong> to help keep its
        website current, as {withArticle(role.name.toLowerCase())}. {role.means}
      </p>
      <h2>Already have an account on this platform?</h2>
      <p>
        <Link to="/admin/sign-in?next=%2Fadmin">Sign in</Link> with it, then accept the invitation on your dashboard.
      </p>
      <h2 id="new-account-heading">New here? Choose a password</h2>
      <FormMessage message={actionData?.message ?? fields.token} />
      <Form method="post" className="admin-form" aria-labelledby="new-account-heading" noValidate>
        <input type="hidden" name="token" value={token} />
        <Field
          name="name"
          label="Your name"
          autoComplete="name"
          required
          maxLength={displayNameMax}
          defaultValue={actionData?.name ?? invitation.name ?? ""}
          error={fields.name}
          hint="As the school's staff will see it, in any script."
        />
        <NewPasswordFields fields={fields} />
        <button type="submit" className="admin-button" disabled={busy}>
          {busy ? "Saving…" : "Join and set password"}
        </button>
      </Form>
    </main>
  );
}
