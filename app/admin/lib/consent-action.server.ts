import { type ConsentState, consentLabel, consentStates } from "#domain/consent";
import { changeConsent } from "./records.server";
import type { Caller } from "./school-scope.server";

export type RecordsActionResult = {
  intent: string;
  message?: string;
  notice?: string;
  fields?: Record<string, string>;
};

function consentValue(form: FormData): ConsentState | null {
  const value = String(form.get("consent") ?? "");
  return (consentStates as readonly string[]).includes(value) ? (value as ConsentState) : null;
}

/** The "consent" intent every records page shares (ConsentControl's form): saves the state, answers what to show. */
export async function consentAction(caller: Caller, form: FormData): Promise<RecordsActionResult> {
  const consent = consentValue(form);
  const who = String(form.get("who") ?? "");
  const result = await changeConsent(caller, String(form.get("kind") ?? ""), String(form.get("id") ?? ""), consent);
  if (!result.ok) return { intent: "consent", message: result.refusal.message };
  return { intent: "consent", notice: `${who}: ${consentLabel(consent)}.` };
}
