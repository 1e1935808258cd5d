import { describe, expect, it } from "vitest";
import { alertStrings } from "#app/lib/strings/alerts.ts";
import * as subscribePage from "#app/routes/subscribe.tsx";
import { createTestSite } from "#tests/site-context-fixture";

/**
 * /Subscribe reads and changes parents' alerts through SiteContext.alerts (server/operations/parent-alerts.ts),
 * in the process, for the site's school (decision 0095): the same answers the public alerts API gives.
 * The test site has no mail server, as a platform without SMTP_URL.
 */
type Answer = { status: number; data: Record<string, unknown> };

async function post(t: Awaited<ReturnType<typeof createTestSite>>, fields: Record<string, string | string[]>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  const request = new Request("http://localhost/Subscribe", { method: "POST", body: form });
  const answer = (await subscribePage.action({ request, context: t.contextFor(request), params: {} } as never)) as {
    data: Record<string, unknown>;
    init?: ResponseInit;
  };
  return { status: answer.init?.status ?? 200, data: answer.data } satisfies Answer;
}

async function load(t: Awaited<ReturnType<typeof createTestSite>>, search: string) {
  const request = new Request(`http://localhost/Subscribe${search}`);
  const answer = (await subscribePage.loader({ request, context: t.contextFor(request), params: {} } as never)) as {
    data: Record<string, unknown>;
  };
  return answer.data;
}

describe("the /Subscribe page", () => {
  it("names the fields at fault, and says when the school sends no mail, keeping what was typed", async () => {
    const t = await createTestSite();
    const choices = { topics: ["news"], frequency: "immediate" };
    const invalid = await post(t, { intent: "subscribe", email: "not an address", ...choices });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.data.fields as object)).toEqual(["email"]);
    const noMail = await post(t, { intent: "subscribe", email: "parent@example.com", ...choices });
    expect(noMail).toEqual({
      status: 503,
      data: { error: alertStrings.noMail, values: { email: "parent@example.com", classes: [], ...choices } },
    });
  });

  it("answers a link that names no one as such, for each of its buttons", async () => {
    const t = await createTestSite();
    expect(await load(t, "?manage=no-such-token")).toMatchObject({ mode: "manage", invalidLink: true });
    for (const intent of ["confirm", "preferences", "unsubscribe"]) {
      const answer = await post(t, { intent, token: "no-such-token", topics: ["news"], frequency: "daily" });
      expect(answer, intent).toEqual({ status: 404, data: { error: alertStrings.invalidLink } });
    }
  });
});
