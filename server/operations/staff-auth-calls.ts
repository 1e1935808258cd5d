import { APIError } from "better-auth/api";
import { clientAddressHeader, siteSchoolHeader } from "#server/auth/auth";
import type { Visitor } from "./staff-deps";
import { StaffError, type StaffErrorStatus } from "./staff-error";

/**
 * The headers better-auth is called with in-process: the visitor's own (their cookie, user agent),
 * with the address and the site's school worked out by our server, as server/auth/auth-routes.ts
 * hands them over HTTP; whatever the browser sent under those names is replaced.
 */
export function authHeaders(visitor: Visitor): Headers {
  const headers = new Headers(visitor.headers);
  headers.set(clientAddressHeader, visitor.address);
  headers.set(siteSchoolHeader, visitor.siteSchool);
  return headers;
}

const statuses: readonly StaffErrorStatus[] = [400, 401, 403, 404, 409, 429];

/** better-auth's refusal as a StaffError with its status and words; anything else is thrown as it is. */
export function refusalOf(error: unknown): unknown {
  if (!(error instanceof APIError)) return error;
  const status = statuses.find((known) => known === error.statusCode) ?? 500;
  const body = error.body as { code?: string; message?: string } | undefined;
  return new StaffError(status, body?.code ?? "auth", body?.message ?? error.message);
}
