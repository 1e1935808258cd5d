import { Form, Link, useNavigation } from "react-router";
import { EmailField, Field, FormMessage } from "#app/admin/components/field.tsx";
import { PasskeySignIn } from "#app/admin/components/passkey-sign-in.tsx";

type Answer = { email: string; fields: Record<string, string>; message?: string };

/** The staff's sign-in: a password form, a passkey, and the way to a forgotten password. */
export function SignInScreen({ next, notice, answer }: { next: string; notice?: string; answer?: Answer }) {
  const busy = useNavigation().state === "submitting";
  const fields = answer?.fields ?? {};
  return (
    <main id="main" className="admin-narrow" tabIndex={-1}>
      <h1>Sign in</h1>
      <p>For the school's staff. Parents and students do not need an account.</p>
      <FormMessage message={notice} kind="success" />
      <FormMessage message={answer?.message} />
      <Form method="post" className="admin-form" noValidate>
        <input type="hidden" name="next" value={next} />
        <EmailField autoComplete="username webauthn" defaultValue={answer?.email} error={fields.email} />
        <Field
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={fields.password}
        />
        <button type="submit" className="admin-button" disabled={busy}>
          {busy ? "Signing in…" : "Sign in"}
        </button>
      </Form>
      <PasskeySignIn next={next} />
      <p>
        <Link to="/admin/forgot-password" className="admin-tall-link">
          Forgotten your password?
        </Link>
      </p>
    </main>
  );
}
