import type { RouterContextProvider } from "react-router";
import { data, redirect } from "react-router";
import { siteOf } from "#app/load-context.ts";
import type { EditingError } from "#server/editing/editing-error";
import type { StaffError } from "#server/operations/staff-error";
import type { StaffOperations } from "#server/operations/staff-session";
import { pageAddress } from "./next-path";

/**
 * The admin area's way to the staff operations (SiteContext.staff, server/operations/): typed calls
 * in the process, for the person the request's one session lookup found. The operations check the
 * role; this turns their refusals into what a page shows: a form's message, or the error page.
 */

/** A refusal the form shows: a message, and the fields at fault. */
export type Refusal = { message: string; fields: Record<string, string> };

export type Outcome<T> = { ok: true; value: T } | { ok: false; refusal: Refusal; status: number };

/** Where a signed-out visitor goes: the sign-in page, then back. */
export function signInRedirect(request: Request): Response {
  const next = pageAddress(new URL(request.url));
  return redirect(`/admin/sign-in?next=${encodeURIComponent(next)}`);
}

/** The signed-in person's operations; a signed-out visitor is sent to sign in. */
export async function staffOf(request: Request, context: Readonly<RouterContextProvider>): Promise<StaffOperations> {
  const staff = await siteOf(context).staff(request);
  if (!staff) throw signInRedirect(request);
  return staff;
}

/**
 * An operation's refusal: a StaffError, or an EditingError of the generic editor's operations. Told by
 * its name: the site is bundled apart from the server, so not by its class.
 */
export function isRefusal(error: unknown): error is StaffError | EditingError {
  return error instanceof Error && (error.name === "StaffError" || error.name === "EditingError") && "status" in error;
}

/** The fields a refusal names, whichever kind it is. */
export function refusalFields(error: StaffError | EditingError): Record<string, string> {
  return (error.name === "StaffError" ? error.fields : error.details.fields) ?? {};
}

/** What a refusal becomes when the page cannot show it in a form: sign in (401), or the error page. */
function thrown(request: Request, error: unknown): unknown {
  if (!isRefusal(error)) return error;
  if (error.status === 401) return signInRedirect(request);
  return data(error.message, { status: error.status });
}

/** A read for a loader: a refusal (403, 404) is thrown for the error page to show. */
export async function loaded<T>(request: Request, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw thrown(request, error);
  }
}

/** The refusals an action's form shows beside its fields; other statuses go to the error page. */
const formStatuses = [400, 409, 413, 429];

/**
 * An action's operation: its value, or the refusal its form shows (400, 409, 413, 429, and the
 * statuses in `shown`); anything else is thrown like loaded().
 */
export async function attempt<T>(request: Request, run: () => Promise<T>, shown: number[] = []): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    if (isRefusal(error) && [...formStatuses, ...shown].includes(error.status)) {
      return { ok: false, refusal: { message: error.message, fields: refusalFields(error) }, status: error.status };
    }
    throw thrown(request, error);
  }
}
