import { redirect } from "react-router";
import { signOut } from "#app/admin/lib/admin-api.server";
import { siteOf } from "#app/load-context";
import type { Route } from "./+types/sign-out";

/** Sign out is a POST (a form button), never a link a page could make a browser follow. */
export async function action({ request, context }: Route.ActionArgs) {
  const headers = new Headers();
  for (const cookie of await signOut({ site: siteOf(context), request })) headers.append("Set-Cookie", cookie);
  throw redirect("/admin/sign-in?done=signed-out", { headers });
}

export function loader() {
  throw redirect("/admin");
}
