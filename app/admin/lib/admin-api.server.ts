/**
 * The staff API (/api/admin), called in-process with the visitor's own cookie and origin, so the
 * server checks them as it would a browser's call: what the records, media and content pages still
 * use. The people, account, activity and platform pages call the staff operations instead
 * (staff.server.ts, decision 0091).
 * Server-only (.server.ts).
 */
import { data } from "react-router";
import type { z } from "zod";
import type { SiteContext } from "#app/load-context.ts";
import { type Refusal, signInRedirect } from "./staff.server";

export type Caller = { site: Pick<SiteContext, "api">; request: Request };
export type { Refusal };

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
