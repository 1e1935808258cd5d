import { alertKinds } from "#domain/alerts/alert-kinds";
import type { Caller } from "./school-scope.server";
import { attempt, isRefusal, loaded } from "./staff.server";

/** The admin area's parents' alerts (decision 0089): the school's alert operations (server/operations/staff-alerts.ts). */

export function getAlertsOverview(caller: Caller) {
  return loaded(caller.request, () => caller.ops.alerts.overview());
}

/** A published item's alerts for the editor; nothing for a contributor, or for a kind that does not alert. */
export async function getItemAlert(caller: Caller, kind: string, id: string) {
  try {
    return await caller.ops.alerts.item(kind, id);
  } catch (error) {
    if (isRefusal(error)) return undefined;
    throw error;
  }
}

/** A test alert to oneself: the address it went to, or why not (no mail server, refused). */
export async function sendTestAlert(
  caller: Caller,
): Promise<{ ok: true; sentTo: string } | { ok: false; message: string }> {
  const result = await attempt(caller.request, () => caller.ops.alerts.sendTest(), [502, 503]);
  return result.ok ? { ok: true, sentTo: result.value.sentTo } : { ok: false, message: result.refusal.message };
}

/** Whether a kind's file has an `alert` description, so its items e-mail parents. */
export const kindAlerts = (kindName: string) => alertKinds.has(kindName);
