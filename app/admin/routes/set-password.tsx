import { data, Form, redirect, useNavigation } from "react-router";
import { FormMessage } from "#app/admin/components/field.tsx";
import { NewPasswordFields } from "#app/admin/components/new-password-fields.tsx";
import { readNewPasswordForm } from "#app/admin/lib/new-password-form.ts";
import { attempt } from "#app/admin/lib/staff.server.ts";
import { siteOf } from "#app/load-context.ts";
import "#app/admin/admin.css";
import type { Route } from "./+types/set-password";

export const handle = { admin: true };

export function meta() {
  return [{ title: "Set your password · School admin" }, { name: "robots", content: "noindex" }];
}

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = readNewPasswordForm(form);
  if (!parsed.ok) return data({ fields: parsed.fields, message: undefined }, 400);
  const { token, password } = parsed.value;
  const result = await attempt(request, () => siteOf(context).account(request).setPassword(token, password));
  if (!result.ok) return data({ fields: {}, message: result.refusal.message }, 400);
  throw redirect("/admin/sign-in?done=password");
}

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const fields: Record<string, string> = actionData?.fields ?? {};
  return (
    <main id="main" className="admin-narrow" tabIndex={-1}>
      <h1>Set your password</h1>
      {loaderData.token ? (
        <>
          <p>Choose a password for the school's admin area. This link works once.</p>
          <FormMessage message={actionData?.message ?? fields.token} />
          <Form method="post" className="admin-form" noValidate>
            <input type="hidden" name="token" value={loaderData.token} />
            <NewPasswordFields fields={fields} />
            <button type="submit" className="admin-button" disabled={busy}>
              {busy ? "Saving…" : "Set password"}
            </button>
          </Form>
        </>
      ) : (
        <FormMessage message="This link is incomplete. Open the whole link you were sent, or ask the school's owner for a new one." />
      )}
    </main>
  );
}
