/**
 * The admin area's one way to the staff API (/api/admin) and to better-auth's endpoints
 * (/api/auth), called in-process like the public site's client (app/lib/api-client.ts), with the
 * visitor's own cookie and origin, so the server checks them as it would a browser's call.
 * Server-only (.server.ts): the browser talks to /api/auth directly only for passkeys.
 */
import { data, redirect } from "react-router";
import { z } from "zod";
import type { SiteContext } from "#app/load-context";
import {
  type ActivityPage,
  type ActivityQuery,
  activityPageSchema,
  type InviteInput,
  type InviteResult,
  inviteResultSchema,
  type MemberRecord,
  type MeRecord,
  membersSchema,
  meSchema,
  newSchoolResultSchema,
  type PasskeyRecord,
  passkeySchema,
  platformSchoolSchema,
  type SessionRecord,
  sessionSchema,
} from "#domain/admin-records";
import type { SchoolRole } from "#domain/roles";
import { pageAddress } from "./next-path";

export type Caller = { site: Pick<SiteContext, "api">; request: Request };

/** A refusal the form shows: a message, and the fields at fault. */
export type Refusal = { message: string; fields: Record<string, string> };

const segment = encodeURIComponent;
/** An answer whose body says nothing the page needs: only its status counts. */
const acknowledged = z.unknown();

export const adminPaths = {
  me: "/api/admin/me",
  users: (school: string) => `/api/admin/schools/${segment(school)}/users`,
  user: (school: string, userId: string) => `/api/admin/schools/${segment(school)}/users/${segment(userId)}`,
  activity: (school: string, query: string) => `/api/admin/schools/${segment(school)}/activity${query}`,
  signIn: "/api/auth/sign-in/email",
  signOut: "/api/auth/sign-out",
  setPassword: "/api/auth/reset-password",
  sessions: "/api/auth/list-sessions",
  revokeSessions: "/api/auth/revoke-sessions",
  passkeys: "/api/auth/passkey/list-user-passkeys",
  deletePasskey: "/api/auth/passkey/delete-passkey",
  platformSchools: "/api/admin/platform/schools",
  schoolQuota: (code: string) => `/api/admin/platform/schools/${encodeURIComponent(code)}/quota`,
} as const;

/** The visitor's headers the server judges a staff request by. */
export function forwarded(request: Request, json: boolean): Headers {
  const headers = new Headers();
  const url = new URL(request.url);
  headers.set("host", url.host);
  for (const name of ["cookie", "origin", "sec-fetch-site", "user-agent", "x-forwarded-for"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (json) headers.set("content-type", "application/json");
  return headers;
}

export async function call(caller: Caller, path: string, init: { method?: string; body?: unknown } = {}) {
  const url = new URL(path, caller.request.url).href;
  const method = init.method ?? "GET";
  return caller.site.api(url, {
    method,
    headers: forwarded(caller.request, init.body !== undefined),
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/** Where a signed-out visitor goes: the sign-in page, then back. */
export function signInRedirect(request: Request): Response {
  const next = pageAddress(new URL(request.url));
  return redirect(`/admin/sign-in?next=${encodeURIComponent(next)}`);
}

export async function messageOf(response: Response): Promise<{ message: string; fields: Record<string, string> }> {
  const body = (await response.json().catch(() => ({}))) as {
    error?: { message?: string; fields?: Record<string, string> };
    message?: string;
  };
  return {
    message: body.error?.message ?? body.message ?? `The server answered ${response.status}.`,
    fields: body.error?.fields ?? {},
  };
}

/**
 * An answer read with its schema. A signed-out visitor is sent to sign in; a refusal (403),
 * a missing thing (404) or a fault is thrown for the error boundary to show.
 */
export async function read<S extends z.ZodType>(caller: Caller, response: Response, schema: S): Promise<z.infer<S>> {
  if (response.status === 401) throw signInRedirect(caller.request);
  if (!response.ok) {
    const { message } = await messageOf(response);
    throw data(message, { status: response.status });
  }
  return schema.parse(await response.json());
}

/** An action's answer: the value, or a refusal for the form (400, 409, 413, 429), or thrown like read(). */
export async function attempt<S extends z.ZodType>(
  caller: Caller,
  response: Response,
  schema: S,
): Promise<{ ok: true; value: z.infer<S> } | { ok: false; refusal: Refusal }> {
  if ([400, 409, 413, 429].includes(response.status)) return { ok: false, refusal: await messageOf(response) };
  return { ok: true, value: await read(caller, response, schema) };
}

export async function getMe(caller: Caller): Promise<MeRecord> {
  return read(caller, await call(caller, adminPaths.me), meSchema);
}

export async function getMembers(caller: Caller, school: string): Promise<MemberRecord[]> {
  return (await read(caller, await call(caller, adminPaths.users(school)), membersSchema)).data;
}

export async function invite(caller: Caller, school: string, input: Record<string, unknown>) {
  const response = await call(caller, adminPaths.users(school), { method: "POST", body: input });
  return attempt(caller, response, inviteResultSchema) as Promise<
    { ok: true; value: InviteResult } | { ok: false; refusal: Refusal }
  >;
}
export type { InviteInput };

export async function changeRole(caller: Caller, school: string, userId: string, role: SchoolRole | string) {
  const response = await call(caller, adminPaths.user(school, userId), { method: "PATCH", body: { role } });
  return attempt(caller, response, acknowledged);
}

export async function removePerson(caller: Caller, school: string, userId: string) {
  const response = await call(caller, adminPaths.user(school, userId), { method: "DELETE" });
  if (response.status === 204) return { ok: true as const };
  return attempt(caller, response, acknowledged);
}

export async function getActivity(caller: Caller, school: string, query: ActivityQuery): Promise<ActivityPage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.size > 0 ? `?${params}` : "";
  return read(caller, await call(caller, adminPaths.activity(school, search)), activityPageSchema);
}

/** Signs in; on success, the Set-Cookie lines for the answer to the browser. */
export async function signIn(
  caller: Caller,
  credentials: { email: string; password: string },
): Promise<{ ok: true; cookies: string[] } | { ok: false; message: string; status: number }> {
  const response = await call(caller, adminPaths.signIn, {
    method: "POST",
    body: { ...credentials, rememberMe: true },
  });
  if (response.ok) return { ok: true, cookies: response.headers.getSetCookie() };
  const { message } = await messageOf(response);
  // better-auth's own words for a wrong e-mail or password; ours for the rest.
  const shown = response.status === 401 ? "The e-mail or the password is not right." : message;
  return { ok: false, message: shown, status: response.status };
}

/** Signs out this session; the Set-Cookie lines that clear the cookie. */
export async function signOut(caller: Caller): Promise<string[]> {
  const response = await call(caller, adminPaths.signOut, { method: "POST", body: {} });
  return response.headers.getSetCookie();
}

export async function setPassword(
  caller: Caller,
  token: string,
  password: string,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const response = await call(caller, adminPaths.setPassword, {
    method: "POST",
    body: { token, newPassword: password },
  });
  if (response.ok) return { ok: true };
  const { message } = await messageOf(response);
  const expired = /token/i.test(message);
  return {
    ok: false,
    message: expired
      ? "This link has been used already or has expired. Ask the school's owner for a new one."
      : message,
  };
}

export async function getSessions(caller: Caller): Promise<SessionRecord[]> {
  const response = await call(caller, adminPaths.sessions);
  return read(caller, response, sessionSchema.array());
}

export async function signOutEverywhere(caller: Caller): Promise<void> {
  const response = await call(caller, adminPaths.revokeSessions, { method: "POST", body: {} });
  await read(caller, response, acknowledged);
}

export async function getPasskeys(caller: Caller): Promise<PasskeyRecord[]> {
  return read(caller, await call(caller, adminPaths.passkeys), passkeySchema.array());
}

export async function deletePasskey(caller: Caller, id: string): Promise<void> {
  const response = await call(caller, adminPaths.deletePasskey, { method: "POST", body: { id } });
  await read(caller, response, acknowledged);
}

export async function getPlatformSchools(caller: Caller) {
  return (
    await read(caller, await call(caller, adminPaths.platformSchools), z.object({ data: platformSchoolSchema.array() }))
  ).data;
}

/** One school's own storage quota in MB ("" for the platform's). */
export async function setSchoolQuota(caller: Caller, code: string, quotaMb: string) {
  return attempt(
    caller,
    await call(caller, adminPaths.schoolQuota(code), { method: "PUT", body: { quotaMb } }),
    z.object({ code: z.string(), ownQuotaMb: z.number().nullable(), quotaBytes: z.number() }),
  );
}

export async function createSchool(caller: Caller, input: Record<string, unknown>) {
  return attempt(
    caller,
    await call(caller, adminPaths.platformSchools, { method: "POST", body: input }),
    newSchoolResultSchema,
  );
}
