import type { RouterContextProvider } from "react-router";
import { data, redirect } from "react-router";
import { siteOf } from "#app/load-context.ts";
import { chooseSchool } from "./active-school.server";
import { safeNext } from "./next-path";
import { attempt, staffOf } from "./staff.server";

/**
 * The admin header's forms, posted to /admin (the layout's action, so they add no routes to
 * the manifest every public page loads): signing out, switching school, and answering an
 * invitation to a school (decision 0077).
 * Sign out is a POST, never a link a page could make a browser follow.
 */
export async function headerAction(request: Request, context: Readonly<RouterContextProvider>): Promise<never> {
  const site = siteOf(context);
  const { publicUrl } = site;
  const form = await request.formData();
  if (form.get("intent") === "switch-school") {
    const staff = await staffOf(request, context);
    const code = String(form.get("school") ?? "");
    const back = safeNext(String(form.get("back") ?? ""));
    const me = await staff.me();
    // Only one of the person's own schools is remembered; anything else changes nothing.
    if (!me.schools.some((school) => school.code === code)) throw redirect(back);
    throw redirect(back, { headers: { "Set-Cookie": await chooseSchool(code, publicUrl) } });
  }
  const intent = form.get("intent");
  if (intent === "accept-invitation" || intent === "decline-invitation") {
    const staff = await staffOf(request, context);
    const id = String(form.get("invitation") ?? "");
    const accept = intent === "accept-invitation";
    const answer = async () => {
      if (accept) await staff.acceptInvitation(id);
      else await staff.declineInvitation(id);
    };
    const result = await attempt(request, answer, [404]);
    if (!result.ok) throw data(result.refusal.message, { status: 409 });
    const school = String(form.get("school") ?? "");
    // Once accepted, the admin area opens on the school just joined.
    if (accept) throw redirect("/admin", { headers: { "Set-Cookie": await chooseSchool(school, publicUrl) } });
    throw redirect("/admin");
  }
  const headers = new Headers();
  for (const cookie of await site.account(request).signOut()) headers.append("Set-Cookie", cookie);
  throw redirect("/admin/sign-in?done=signed-out", { headers });
}
