import type { z } from "zod";
import { consentLabel } from "#domain/consent";
import type { consentForm } from "./admin-forms";
import { answered } from "./read-form";
import { changeConsent } from "./records.server";
import type { Caller } from "./school-scope.server";

export type RecordsActionResult = {
  intent: string;
  message?: string;
  notice?: string;
  fields?: Record<string, string>;
};

/** The "consent" intent every records page shares (ConsentControl's form): saves the state, answers what to show. */
export async function consentAction(
  caller: Caller,
  { kind, id, who, consent }: z.output<typeof consentForm>,
): Promise<RecordsActionResult> {
  const result = await changeConsent(caller, kind, id, consent);
  if (!result.ok) return { intent: "consent", message: result.refusal.message };
  return { intent: "consent", notice: `${who}: ${consentLabel(consent)}.` };
}

/** A records page's answer, a refusal (a message) going with 400. */
export const recordsAnswer = <T extends RecordsActionResult>(result: T) => answered(result, result.message ? 400 : 200);

/** The records pages' shared form, as a handler of answerByIntent. */
export function consentActions(caller: Caller) {
  return {
    consent: async (values: z.output<typeof consentForm>) => recordsAnswer(await consentAction(caller, values)),
  };
}
