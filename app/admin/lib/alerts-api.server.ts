import { z } from "zod";
import { alertKinds } from "#domain/alerts/alert-kinds";
import { alertsOverviewSchema, itemAlertSchema } from "#domain/alerts/alerts-admin-records";
import { attempt, type Caller, call, read } from "./admin-api.server";

/** The admin area's calls for parents' alerts (decision 0089), through the in-process staff API. */
const alertsPath = (school: string, rest = "") => `/api/admin/schools/${encodeURIComponent(school)}/alerts${rest}`;

export async function getAlertsOverview(caller: Caller, school: string) {
  return (await read(caller, await call(caller, alertsPath(school)), alertsOverviewSchema)).data;
}

export async function getItemAlert(caller: Caller, school: string, kind: string, id: string) {
  const path = alertsPath(school, `/items/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`);
  const response = await call(caller, path);
  // A contributor's screen, or a kind that does not alert: nothing to show.
  if (!response.ok) return undefined;
  return itemAlertSchema.parse(await response.json());
}

export async function sendTestAlert(caller: Caller, school: string) {
  const response = await call(caller, alertsPath(school, "/test"), { method: "POST", body: {} });
  if (response.status === 503 || response.status === 502) {
    const body = (await response.json()) as { error: { message: string } };
    return { ok: false as const, message: body.error.message };
  }
  const result = await attempt(caller, response, z.object({ data: z.object({ sentTo: z.string() }) }));
  return result.ok
    ? { ok: true as const, sentTo: result.value.data.sentTo }
    : { ok: false as const, message: result.refusal.message };
}

export const subscribersCsvPath = (school: string) => alertsPath(school, "/subscribers.csv");

/** Whether a kind's file has an `alert` description, so its items e-mail parents. */
export const kindAlerts = (kindName: string) => alertKinds.has(kindName);
