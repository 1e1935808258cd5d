import { redirect } from "react-router";
import { chooseSchool } from "#app/admin/lib/active-school.server";
import { getMe } from "#app/admin/lib/admin-api.server";
import { safeNext } from "#app/admin/lib/next-path";
import { siteOf } from "#app/load-context";
import type { Route } from "./+types/switch-school";

/** The school switcher's form: remembers the chosen school if it is one of the person's. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const code = String(form.get("school") ?? "");
  const me = await getMe({ site: siteOf(context), request });
  const back = safeNext(String(form.get("back") ?? ""));
  if (!me.schools.some((school) => school.code === code)) throw redirect(back);
  throw redirect(back, { headers: { "Set-Cookie": await chooseSchool(code) } });
}

export function loader() {
  throw redirect("/admin");
}
