import { data, redirect } from "react-router";
import { SignInScreen } from "#app/admin/components/sign-in-screen.tsx";
import { signInForm } from "#app/admin/lib/admin-forms.ts";
import { safeNext } from "#app/admin/lib/next-path.ts";
import { formValues } from "#app/admin/lib/read-form.ts";
import { signInDoneNotices } from "#app/admin/lib/sign-in-notices.ts";
import { attempt } from "#app/admin/lib/staff.server.ts";
import { siteOf } from "#app/load-context.ts";
import "#app/admin/admin.css";
import type { Route } from "./+types/sign-in";

export const handle = { admin: true };

export function meta() {
  return [{ title: "Sign in · School admin" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = safeNext(url.searchParams.get("next"));
  // Someone already signed in has nothing to do here.
  if (await siteOf(context).staff(request)) throw redirect(next);
  return { next, notice: signInDoneNotices[url.searchParams.get("done") ?? ""] };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { email, password, next } = formValues(await request.formData(), signInForm);
  const result = await attempt(request, () => siteOf(context).account(request).signIn({ email, password }), [401]);
  if (!result.ok) {
    // A form's fault is shown beside its field; a refused sign-in (a wrong password, a wait), above the form.
    const { fields } = result.refusal;
    if (Object.keys(fields).length > 0) return data({ email, fields, message: undefined }, 400);
    return data({ email, fields: {}, message: result.refusal.message }, result.status);
  }
  const headers = new Headers();
  for (const cookie of result.value) headers.append("Set-Cookie", cookie);
  throw redirect(safeNext(next), { headers });
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  return <SignInScreen next={loaderData.next} notice={loaderData.notice} answer={actionData} />;
}
