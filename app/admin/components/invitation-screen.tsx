import { Form, Link, useNavigation } from "react-router";
import { Field, FormMessage } from "#app/admin/components/field.tsx";
import { NewPasswordFields } from "#app/admin/components/new-password-fields.tsx";
import { withArticle } from "#app/admin/lib/with-article.ts";
import type { InvitationLinkRecord } from "#domain/admin-records";
import { displayNameMax } from "#domain/display-name";
import { roleLabels } from "#domain/roles";

type Answer = { fields: Record<string, string>; message?: string; name: string };

/**
 * An invitation's link (decision 0077). The page reads the same for an address with an account and
 * one without: someone new chooses a password here; someone with an account signs in and accepts
 * on the dashboard, and what they type here changes nothing of their account.
 */
export function InvitationScreen(props: {
  token: string;
  invitation?: InvitationLinkRecord;
  message?: string;
  answer?: Answer;
}) {
  const { token, invitation, answer } = props;
  const busy = useNavigation().state === "submitting";
  const fields = answer?.fields ?? {};
  if (!invitation) {
    return (
      <main id="main" className="admin-narrow" tabIndex={-1}>
        <h1>Your invitation</h1>
        <FormMessage message={props.message} />
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
      <FormMessage message={answer?.message ?? fields.token} />
      <Form method="post" className="admin-form" aria-labelledby="new-account-heading" noValidate>
        <input type="hidden" name="token" value={token} />
        <Field
          name="name"
          label="Your name"
          autoComplete="name"
          required
          maxLength={displayNameMax}
          defaultValue={answer?.name ?? invitation.name ?? ""}
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
