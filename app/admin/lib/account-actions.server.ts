import { redirect } from "react-router";
import type { z } from "zod";
import type { StaffOperations } from "#server/operations/staff-session";
import type { accountForm } from "./admin-forms";
import { answered } from "./read-form";
import { attempt, loaded } from "./staff.server";

/** What your account screen shows after a form: a notice, or your refused name beside its field. */
export type AccountAnswer = { notice?: string; refused?: { fields: Record<string, string>; name: string } };

type Of<I extends z.output<typeof accountForm>["intent"]> = Extract<z.output<typeof accountForm>, { intent: I }>;

/** Your account's forms: your name, signing out everywhere, a passkey removed. */
export function accountActions(request: Request, staff: StaffOperations) {
  return {
    name: async ({ name }: Of<"name">) => {
      const renamed = await attempt(request, () => staff.rename({ name }));
      if (!renamed.ok) return answered<AccountAnswer>({ refused: { fields: renamed.refusal.fields, name } }, 400);
      return answered<AccountAnswer>({ notice: `Your name is now ${renamed.value.name}.` });
    },
    "sign-out-everywhere": async () => {
      await loaded(request, () => staff.signOutEverywhere());
      throw redirect("/admin/sign-in?done=signed-out");
    },
    "remove-passkey": async ({ id }: Of<"remove-passkey">) => {
      await loaded(request, () => staff.deletePasskey(id));
      return answered<AccountAnswer>({ notice: "The passkey is removed." });
    },
  };
}
