import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Field, FormMessage } from "#app/admin/components/field.tsx";
import { PasskeySignIn } from "#app/admin/components/passkey-sign-in.tsx";
import { safeNext } from "#app/admin/lib/next-path.ts";
import { attempt } from "#app/admin/lib/staff.server.ts";
import { siteOf } from "#app/load-context.ts";
import "#app/admin/admin.css";
import type { Route } from "./+types/sign-in";

export const handle = { admin: true };

export function meta() {
  return [{ title: "Sign in · School admin" }, { name: "robots", content: "noindex" }];
}

/** What the page says after a step that led here. */
const doneNotices: Record<string, string> = {
  password: "Your password is set. Sign in with it.",
  "signed-out": "You are signed out.",
  // The same words whether or not the address had an account (decision 0077).
  invitation:
    "Now sign in. If the address was new here, use the password you just chose; if it already had an account, use that account's password and accept the invitation on your dashboard.",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = safeNext(url.searchParams.get("next"));
  // Someone already signed in has nothing to do here.
  if (await siteOf(context).staff(request)) throw redirect(next);
  const notice = doneNotices[url.searchParams.get("done") ?? ""];
  return { next, notice };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  const next = safeNext(String(form.get("next") ?? ""));
  const input = { email, password: form.get("password") ?? "" };
  const result = await attempt(request, () => siteOf(context).account(request).signIn(input), [401]);
  if (!result.ok) {
    // A form's fault is shown beside its field; a refused sign-in (a wrong password, a wait), above the form.
    const { fields } = result.refusal;
    if (Object.keys(fields).length > 0) return data({ email, fields, message: undefined }, 400);
    return data({ email, fields: {}, message: result.refusal.message }, result.status);
  }
  const headers = new Headers();
  for (const cookie of result.value) headers.append("Set-Cookie", cookie);
  throw redirect(next, { headers });
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const fields: Record<string, string> = actionData?.fields ?? {};
  return (
    <main id="main" className="admin-narrow" tabIndex={-1}>
      <h1>Sign in</h1>
      <p>For the school's staff. Parents and students do not need an account.</p>
      <FormMessage message={loaderData.notice} kind="success" />
      <FormMessage message={actionData?.message} />
      <Form method="post" className="admin-form" noValidate>
        <input type="hidden" name="next" value={loaderData.next} />
        <Field
          name="email"
          label="E-mail"
          type="email"
          autoComplete="username webauthn"
          required
          defaultValue={actionData?.email}
          error={fields.email}
        />
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
      <PasskeySignIn next={loaderData.next} />
      <p>
        <Link to="/admin/forgot-password" className="admin-tall-link">
          Forgotten your password?
        </Link>
      </p>
    </main>
  );
}
