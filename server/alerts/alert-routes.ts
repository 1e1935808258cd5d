import { z } from "zod";
import { clientAddress } from "#server/api/client-address";
import type { ApiApp } from "#server/api/deps";
import { jsonError } from "#server/api/errors";
import { schoolParam } from "#server/api/school-param";
import { parentAlerts } from "#server/operations/parent-alerts";
import type { SubscriptionDeps } from "./subscriptions";

/**
 * The public alerts API (decision 0089), every call a POST: none of its answers may be kept by a
 * cache, and a link in a mail, which scanners open, only shows a page with a button. Each route
 * adapts an operation of server/operations/parent-alerts.ts, which /Subscribe calls in the process.
 *
 * - `POST /api/alerts/{school}/subscribe` `{email, topics, classes, frequency}`: 202, the same for
 *   every address; 429 past the client's limit; 503 when the platform sends no mail.
 * - `POST /api/alerts/{school}/confirm` `{token}`: the confirmation link's token.
 * - `POST /api/alerts/{school}/preferences` `{token}` reads, with the choices it changes them.
 * - `POST /api/alerts/{school}/unsubscribe?token=` (RFC 8058 one-click: the body is ignored), or `{token}`.
 */

const invalidLink = "This link has expired or has already been used. Ask for alerts again on the Subscribe page.";

async function jsonOf(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

const tokenOf = (body: unknown) => z.object({ token: z.unknown() }).safeParse(body).data?.token;

export function registerAlerts(api: ApiApp, deps: SubscriptionDeps, trustProxy: number): void {
  const alertsOf = (school: string, c: Parameters<typeof clientAddress>[0]) =>
    parentAlerts(deps, school, clientAddress(c, trustProxy));

  api.post("/alerts/:school/subscribe", async (c) => {
    const school = schoolParam(c);
    if (!school) return jsonError(c, 404, "not_found", "No such school.");
    const outcome = await alertsOf(school, c).subscribe(await jsonOf(c.req.raw));
    if (outcome.kind === "invalid")
      return c.json({ error: { code: "invalid", message: "Check the form.", fields: outcome.fields } }, 400);
    if (outcome.kind === "no-mail")
      return jsonError(c, 503, "no_mail", "This school's website does not send e-mail yet, so alerts cannot start.");
    if (outcome.kind === "too-many") {
      c.header("Retry-After", String(outcome.retryAfterSeconds));
      return jsonError(c, 429, "too_many_requests", "Too many requests from here. Please try again in 15 minutes.");
    }
    return c.json({ data: { status: "check-your-mail" } }, 202);
  });

  api.post("/alerts/:school/confirm", async (c) => {
    const school = schoolParam(c);
    const body = await jsonOf(c.req.raw);
    const subscriber = school ? await alertsOf(school, c).confirm(tokenOf(body)) : undefined;
    if (!subscriber) return jsonError(c, 404, "invalid_link", invalidLink);
    return c.json({ data: subscriber });
  });

  api.post("/alerts/:school/preferences", async (c) => {
    const school = schoolParam(c);
    const body = await jsonOf(c.req.raw);
    const answer = school ? await alertsOf(school, c).preferences(body) : undefined;
    if (!answer) return jsonError(c, 404, "invalid_link", invalidLink);
    if ("fields" in answer)
      return c.json({ error: { code: "invalid", message: "Check the form.", fields: answer.fields } }, 400);
    return c.json({ data: answer.subscriber });
  });

  api.post("/alerts/:school/unsubscribe", async (c) => {
    const school = schoolParam(c);
    let token: unknown = c.req.query("token");
    if (!token && c.req.header("content-type")?.includes("json")) token = tokenOf(await jsonOf(c.req.raw));
    if (!school || !token || !(await alertsOf(school, c).unsubscribe(token)))
      return jsonError(c, 404, "invalid_link", invalidLink);
    return c.json({ data: { status: "unsubscribed" } });
  });
}
