import type { RouterContextProvider } from "react-router";
import { data, redirect } from "react-router";
import { siteOf } from "#app/load-context";
import { chooseSchool } from "./active-school.server";
import { getMe, signOut } from "./admin-api.server";
import { answerInvitation } from "./invitations-api.server";
import { safeNext } from "./next-path";

/**
 * The admin header's forms, posted to /admin (the layout's action, so they add no routes to
 * the manifest every public page loads): signing out, switching school, and answering an
 * invitation to a school (decision 0077).
 * Sign out is a POST, never a link a page could make a browser follow.
 */
export async function headerAction(request: Request, context: Readonly<RouterContextProvider>): Promise<never> {
  const caller = { site: siteOf(context), request };
  const form = await request.formData();
  if (form.get("intent") === "switch-school") {
    const code = String(form.get("school") ?? "");
    const back = safeNext(String(form.get("back") ?? ""));
    const me = await getMe(caller);
    // Only one of the person's own schools is remembered; anything else changes nothing.
    if (!me.schools.some((school) => school.code === code)) throw redirect(back);
    throw redirect(back, { headers: { "Set-Cookie": await chooseSchool(code, caller.site.publicUrl) } });
  }
  const intent = form.get("intent");
  if (intent === "accept-invitation" || intent === "decline-invitation") {
    const answer = intent === "accept-invitation" ? "accept" : "decline";
    const result = await answerInvitation(caller, String(form.get("invitation") ?? ""), answer);
    if (!result.ok) throw data(result.refusal.message, { status: 409 });
    const school = String(form.get("school") ?? "");
    // Once accepted, the admin area opens on the school just joined.
    if (answer === "accept")
      throw redirect("/admin", { headers: { "Set-Cookie": await chooseSchool(school, caller.site.publicUrl) } });
    throw redirect("/admin");
  }
  const headers = new Headers();
  for (const cookie of await signOut(caller)) headers.append("Set-Cookie", cookie);
  throw redirect("/admin/sign-in?done=signed-out", { headers });
}
