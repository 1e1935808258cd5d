/**
 * Invitations and reset links through the staff API and /api/account (decision 0077), called
 * in-process like the rest of admin-api.server.ts.
 */
import { z } from "zod";
import {
  type InvitationLinkRecord,
  type InvitationRecord,
  invitationLinkSchema,
  invitationsSchema,
  type OneTimeLinkRecord,
  oneTimeLinkSchema,
} from "#domain/admin-records";
import { attempt, type Caller, call, messageOf, type Refusal, read } from "./admin-api.server";

const segment = encodeURIComponent;
const acknowledged = z.unknown();

type Outcome<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

export async function getInvitations(caller: Caller, school: string): Promise<InvitationRecord[]> {
  return (
    await read(caller, await call(caller, `/api/admin/schools/${segment(school)}/invitations`), invitationsSchema)
  ).data;
}

export async function withdrawInvitation(caller: Caller, school: string, id: string): Promise<Outcome<unknown>> {
  const response = await call(caller, `/api/admin/schools/${segment(school)}/invitations/${segment(id)}`, {
    method: "DELETE",
  });
  if (response.status === 204) return { ok: true, value: undefined };
  if (response.status === 404) return { ok: false, refusal: await messageOf(response) };
  return attempt(caller, response, acknowledged);
}

/** The signed-in person accepts or declines an invitation addressed to them. */
export async function answerInvitation(
  caller: Caller,
  id: string,
  answer: "accept" | "decline",
): Promise<Outcome<unknown>> {
  const response = await call(caller, `/api/admin/invitations/${segment(id)}/${answer}`, { method: "POST", body: {} });
  if (response.status === 204) return { ok: true, value: undefined };
  if (response.status === 404) return { ok: false, refusal: await messageOf(response) };
  return attempt(caller, response, acknowledged);
}

/** A reset link for a member; an account that is not the school's alone is refused (403) with the reason. */
export async function memberResetLink(
  caller: Caller,
  school: string,
  userId: string,
): Promise<Outcome<OneTimeLinkRecord>> {
  const response = await call(caller, `/api/admin/schools/${segment(school)}/users/${segment(userId)}/reset-link`, {
    method: "POST",
    body: {},
  });
  if (response.status === 403) return { ok: false, refusal: await messageOf(response) };
  return attempt(caller, response, oneTimeLinkSchema);
}

/** The operator's reset link for any account. */
export async function platformResetLink(caller: Caller, email: string): Promise<Outcome<OneTimeLinkRecord>> {
  const response = await call(caller, "/api/admin/platform/reset-link", { method: "POST", body: { email } });
  if (response.status === 404) return { ok: false, refusal: await messageOf(response) };
  return attempt(caller, response, oneTimeLinkSchema);
}

/** What an invitation's link opens, for someone not signed in; undefined when it is not waiting any more. */
export async function openInvitationLink(
  caller: Caller,
  token: string,
): Promise<{ ok: true; value: InvitationLinkRecord } | { ok: false; message: string }> {
  const response = await call(caller, `/api/account/invitation?token=${segment(token)}`);
  if (!response.ok) return { ok: false, message: (await messageOf(response)).message };
  return { ok: true, value: invitationLinkSchema.parse(await response.json()) };
}

/** Takes up an invitation with a new password (for an address with no account; see the server). */
export async function takeUpInvitationLink(
  caller: Caller,
  input: { token: string; password: string; confirm: string },
): Promise<{ ok: true; email: string } | { ok: false; refusal: Refusal }> {
  const response = await call(caller, "/api/account/invitation", { method: "POST", body: input });
  if (!response.ok) return { ok: false, refusal: await messageOf(response) };
  const body = z.object({ email: z.string() }).parse(await response.json());
  return { ok: true, email: body.email };
}

/** "Forgot your password?": the server's words, the same for every address. */
export async function requestResetLink(
  caller: Caller,
  email: string,
): Promise<{ message: string; fields: Record<string, string>; refused: boolean }> {
  const response = await call(caller, "/api/account/forgot-password", { method: "POST", body: { email } });
  return { ...(await messageOf(response)), refused: !response.ok };
}

/** Whether this platform can mail a reset link (it has a mail server). */
export async function canMailResetLinks(caller: Caller): Promise<boolean> {
  const response = await call(caller, "/api/account/forgot-password");
  return response.ok && z.object({ mails: z.boolean() }).parse(await response.json()).mails;
}
