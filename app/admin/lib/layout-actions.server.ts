import type { RouterContextProvider } from "react-router";
import { data, redirect } from "react-router";
import type { z } from "zod";
import { siteOf } from "#app/load-context.ts";
import { chooseSchool } from "./active-school.server";
import { headerForm } from "./admin-forms";
import { safeNext } from "./next-path";
import { byIntent } from "./read-form";
import { attempt, staffOf } from "./staff.server";

type Posted = z.output<typeof headerForm>;

/**
 * The admin header's forms, posted to /admin (the layout's action, so they add no routes to
 * the manifest every public page loads): signing out, switching school, and answering an
 * invitation to a school (decision 0077).
 * Sign out is a POST, never a link a page could make a browser follow.
 */
export async function headerAction(request: Request, context: Readonly<RouterContextProvider>): Promise<never> {
  const site = siteOf(context);
  const { publicUrl } = site;

  const switchSchool = async ({ school: code, back: asked }: Extract<Posted, { intent: "switch-school" }>) => {
    const staff = await staffOf(request, context);
    const back = safeNext(asked);
    const me = await staff.me();
    // Only one of the person's own schools is remembered; anything else changes nothing.
    if (!me.schools.some((school) => school.code === code)) throw redirect(back);
    throw redirect(back, { headers: { "Set-Cookie": await chooseSchool(code, publicUrl) } });
  };

  const answerInvitation = async ({ intent, invitation, school }: Exclude<Posted, { intent: "switch-school" }>) => {
    const staff = await staffOf(request, context);
    const accept = intent === "accept-invitation";
    const answer = async () => {
      if (accept) await staff.acceptInvitation(invitation);
      else await staff.declineInvitation(invitation);
    };
    const result = await attempt(request, answer, [404]);
    if (!result.ok) throw data(result.refusal.message, { status: 409 });
    // Once accepted, the admin area opens on the school just joined.
    if (accept) throw redirect("/admin", { headers: { "Set-Cookie": await chooseSchool(school, publicUrl) } });
    throw redirect("/admin");
  };

  const signOut = async (): Promise<never> => {
    const headers = new Headers();
    for (const cookie of await site.account(request).signOut()) headers.append("Set-Cookie", cookie);
    throw redirect("/admin/sign-in?done=signed-out", { headers });
  };

  const handlers = {
    "switch-school": switchSchool,
    "accept-invitation": answerInvitation,
    "decline-invitation": answerInvitation,
  };
  return byIntent(await request.formData(), headerForm, handlers, signOut);
}
