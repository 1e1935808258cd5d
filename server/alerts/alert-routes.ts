import { z } from "zod";
import type { Subscriber } from "#database/queries/alert-subscribers";
import { alertChoicesSchema, subscribeSchema } from "#domain/alerts/alert-topics";
import { clientAddress } from "#server/api/client-address";
import type { ApiApp } from "#server/api/deps";
import { jsonError } from "#server/api/errors";
import { schoolParam } from "#server/api/school-param";
import {
  changeChoices,
  confirmByToken,
  requestSubscription,
  type SubscriptionDeps,
  subscriberByToken,
  unsubscribeByToken,
} from "./subscriptions";

/**
 * The public alerts API (decision 0089), every call a POST: none of its answers may be kept by a
 * cache, and a link in a mail, which scanners open, only shows a page with a button.
 *
 * - `POST /api/alerts/{school}/subscribe` `{email, topics, classes, frequency}`: 202, the same for
 *   every address; 429 past the client's limit; 503 when the platform sends no mail.
 * - `POST /api/alerts/{school}/confirm` `{token}`: the confirmation link's token.
 * - `POST /api/alerts/{school}/preferences` `{token}` reads, with the choices it changes them.
 * - `POST /api/alerts/{school}/unsubscribe?token=` (RFC 8058 one-click: the body is ignored), or `{token}`.
 */

const tokenSchema = z.object({ token: z.string().min(1).max(200) });
const preferencesSchema = tokenSchema.extend(alertChoicesSchema.partial().shape);

const view = (subscriber: Subscriber) => ({
  email: subscriber.email,
  status: subscriber.status,
  topics: subscriber.choices.topics,
  classes: subscriber.choices.classes,
  frequency: subscriber.choices.frequency,
});

const invalidLink = "This link has expired or has already been used. Ask for alerts again on the Subscribe page.";

async function jsonOf(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

export function registerAlerts(api: ApiApp, deps: SubscriptionDeps & { trustProxy: number }): void {
  api.post("/alerts/:school/subscribe", async (c) => {
    const school = schoolParam(c);
    if (!school) return jsonError(c, 404, "not_found", "No such school.");
    const parsed = subscribeSchema.safeParse(await jsonOf(c.req.raw));
    if (!parsed.success) {
      const fields = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
      return c.json({ error: { code: "invalid", message: "Check the form.", fields } }, 400);
    }
    const outcome = await requestSubscription(deps, school, parsed.data, clientAddress(c, deps.trustProxy));
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
    const parsed = tokenSchema.safeParse(await jsonOf(c.req.raw));
    const subscriber = school && parsed.success ? await confirmByToken(deps, school, parsed.data.token) : undefined;
    if (!subscriber) return jsonError(c, 404, "invalid_link", invalidLink);
    return c.json({ data: view(subscriber) });
  });

  api.post("/alerts/:school/preferences", async (c) => {
    const school = schoolParam(c);
    const parsed = preferencesSchema.safeParse(await jsonOf(c.req.raw));
    if (!school || !parsed.success) return jsonError(c, 404, "invalid_link", invalidLink);
    const { token, topics, classes, frequency } = parsed.data;
    if (topics === undefined && frequency === undefined) {
      const subscriber = await subscriberByToken(deps, school, token);
      return subscriber ? c.json({ data: view(subscriber) }) : jsonError(c, 404, "invalid_link", invalidLink);
    }
    const choices = alertChoicesSchema.safeParse({ topics, classes, frequency });
    if (!choices.success) {
      const fields = Object.fromEntries(choices.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
      return c.json({ error: { code: "invalid", message: "Check the form.", fields } }, 400);
    }
    const subscriber = await changeChoices(deps, school, token, choices.data);
    return subscriber ? c.json({ data: view(subscriber) }) : jsonError(c, 404, "invalid_link", invalidLink);
  });

  api.post("/alerts/:school/unsubscribe", async (c) => {
    const school = schoolParam(c);
    let token = c.req.query("token");
    if (!token && c.req.header("content-type")?.includes("json")) {
      const parsed = tokenSchema.safeParse(await jsonOf(c.req.raw));
      token = parsed.success ? parsed.data.token : undefined;
    }
    if (!school || !token || !(await unsubscribeByToken(deps, school, token)))
      return jsonError(c, 404, "invalid_link", invalidLink);
    return c.json({ data: { status: "unsubscribed" } });
  });
}
