import type { Hono } from "hono";
import { recordActivity } from "#database/queries/activity";
import { listWithoutConsent, setConsent } from "#database/queries/consent";
import { consentLabel } from "#domain/consent";
import { childKindNames, consentChangeSchema } from "#domain/records-admin";
import { jsonError } from "#server/api/errors";
import type { AdminDeps } from "./admin-deps";
import { type AdminEnv, allow } from "./guards";
import { actorOf } from "./records-actor";
import { invalid, jsonBody } from "./validation";

const kindLabels = { toppers: "topper", birthdays: "birthday", photos: "photo" } as const;

/**
 * Children's consent (issue 14): the records that lack it, and the change of one record's
 * state. A change shows on the public site at once.
 */
export function registerConsent(school: Hono<AdminEnv>, { db, config }: AdminDeps): void {
  school.get("/consent", allow("admin.enter"), async (c) => {
    return c.json({ data: await listWithoutConsent(db, c.get("school")) });
  });

  school.put("/consent/:kind/:id", allow("content.publish"), async (c) => {
    const kind = childKindNames.find((name) => name === c.req.param("kind"));
    if (!kind) return jsonError(c, 404, "not_found", "No such kind of record.");
    const parsed = consentChangeSchema.safeParse(await jsonBody(c));
    if (!parsed.success) return invalid(c, parsed.error);
    const schoolCode = c.get("school");
    const changed = await setConsent(db, schoolCode, kind, c.req.param("id"), parsed.data.consent);
    if (!changed) return jsonError(c, 404, "not_found", "That record is not in this school.");
    await recordActivity(db, schoolCode, {
      ...actorOf(c, config.trustProxy),
      kind: "consent",
      target: `${changed.name} (${kindLabels[kind]})`,
      action: `set to: ${consentLabel(parsed.data.consent)}`,
    });
    return c.json({ consent: parsed.data.consent });
  });
}
