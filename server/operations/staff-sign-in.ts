import { signInSchema } from "#domain/admin-records";
import { authHeaders, refusalOf } from "./staff-auth-calls";
import type { StaffDeps, Visitor } from "./staff-deps";
import { invalidInput, StaffError } from "./staff-error";

/**
 * Signing in and setting a password: better-auth's endpoints, called in-process with the visitor's
 * address and site school (staff-auth-calls.ts). Its hooks (server/auth/auth.ts) keep the sign-in
 * limits and write the activity log, as they do for the browser's own calls to /api/auth.
 */

/** Signs in with an e-mail and a password; answers the Set-Cookie lines for the browser. */
export async function signIn(deps: StaffDeps, visitor: Visitor, input: unknown): Promise<string[]> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) throw invalidInput(parsed.error);
  try {
    const { headers } = await deps.auth.api.signInEmail({
      body: { ...parsed.data, rememberMe: true },
      headers: authHeaders(visitor),
      returnHeaders: true,
    });
    return headers.getSetCookie();
  } catch (error) {
    const refusal = refusalOf(error);
    // better-auth's own words for a wrong e-mail or password; ours (limits, a too-long e-mail) for the rest.
    if (refusal instanceof StaffError && refusal.status === 401) {
      throw new StaffError(401, refusal.code, "The e-mail or the password is not right.");
    }
    throw refusal;
  }
}

/** Sets a password with a one-time link's token (the set-password page). */
export async function setPassword(deps: StaffDeps, visitor: Visitor, token: string, password: string): Promise<void> {
  try {
    await deps.auth.setPassword(authHeaders(visitor), token, password);
  } catch (error) {
    const refusal = refusalOf(error);
    if (!(refusal instanceof StaffError)) throw refusal;
    const expired = /token/i.test(refusal.message);
    throw new StaffError(
      400,
      refusal.code,
      expired
        ? "This link has been used already or has expired. Ask the school's owner for a new one."
        : refusal.message,
    );
  }
}
