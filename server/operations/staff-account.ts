import { recordActivity } from "#database/queries/activity";
import { listMemberships } from "#database/queries/staff";
import { accountNameSchema } from "#domain/admin-records";
import { authHeaders, refusalOf } from "./staff-auth-calls";
import { actorOf, type StaffContext, type StaffDeps, type Visitor } from "./staff-deps";
import { invalidInput } from "./staff-error";

/** A device the person is signed in on. */
export type SessionSummary = {
  id: string;
  userAgent: string | null;
  ipAddress: string | null;
  updatedAt: Date;
  /** The session this request came with. */
  current: boolean;
};

export type PasskeySummary = { id: string; name: string | null; createdAt: Date | null };

/**
 * The signed-in person's own account: their sessions and passkeys. Read straight from better-auth's
 * store, for the person the one session lookup found; changed through better-auth's endpoints,
 * called in-process, so its hooks write the activity log as they do for the browser's calls.
 */

export async function sessions({ deps, staff }: StaffContext, currentId: string): Promise<SessionSummary[]> {
  const context = await deps.auth.$context;
  const now = Date.now();
  const stored = await context.internalAdapter.listSessions(staff.id, { onlyActiveSessions: true });
  return stored
    .filter((session) => session.expiresAt.getTime() > now)
    .map((session) => ({
      id: session.id,
      userAgent: session.userAgent ?? null,
      ipAddress: session.ipAddress ?? null,
      updatedAt: session.updatedAt,
      current: session.id === currentId,
    }));
}

export async function passkeys({ deps, staff }: StaffContext): Promise<PasskeySummary[]> {
  const context = await deps.auth.$context;
  const stored = await context.adapter.findMany<{ id: string; name?: string | null; createdAt?: Date | null }>({
    model: "passkey",
    where: [{ field: "userId", value: staff.id }],
  });
  return stored.map((passkey) => ({
    id: passkey.id,
    name: passkey.name ?? null,
    createdAt: passkey.createdAt ?? null,
  }));
}

export async function deletePasskey({ deps, visitor }: StaffContext, id: string): Promise<void> {
  await deps.auth.api.deletePasskey({ body: { id }, headers: authHeaders(visitor) }).catch((error: unknown) => {
    throw refusalOf(error);
  });
}

/** Ends every session of the person's, this one included. */
export async function signOutEverywhere({ deps, visitor }: StaffContext): Promise<void> {
  await deps.auth.api.revokeSessions({ headers: authHeaders(visitor) }).catch((error: unknown) => {
    throw refusalOf(error);
  });
}

/**
 * Ends the session the visitor's cookie names, if it still is one; answers the Set-Cookie lines that
 * clear the cookie in the browser either way (signing out after the session ran out still says so).
 */
export async function signOut(deps: StaffDeps, visitor: Visitor): Promise<string[]> {
  const { headers } = await deps.auth.api
    .signOut({ headers: authHeaders(visitor), returnHeaders: true })
    .catch((error: unknown) => {
      throw refusalOf(error);
    });
  return headers.getSetCookie();
}

/**
 * The person's own name (issue 23): the dashboard greets them by it and the activity log shows it.
 * Changed through better-auth's update-user, called in-process, as its own screen would; each of
 * their schools' logs says so, with the name before and after.
 */
export async function rename(context: StaffContext, input: unknown): Promise<{ name: string }> {
  const parsed = accountNameSchema.safeParse(input);
  if (!parsed.success) throw invalidInput(parsed.error);
  const { deps, staff, visitor } = context;
  const { name } = parsed.data;
  if (name === staff.name) return { name };
  await deps.auth.api.updateUser({ body: { name }, headers: authHeaders(visitor) }).catch((error: unknown) => {
    throw refusalOf(error);
  });
  for (const membership of await listMemberships(deps.db, staff.id)) {
    await recordActivity(deps.db, membership.schoolCode, {
      ...actorOf(context),
      kind: "user",
      target: staff.email,
      action: `changed their name from “${staff.name}” to “${name}”`,
    });
  }
  return { name };
}
