import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AdminDeps } from "#server/api/admin/admin-deps";
import { answering } from "#server/api/admin/staff-answer";
import { jsonBody } from "#server/api/admin/validation";
import * as links from "#server/operations/staff-account-links";
import type { AppEnv } from "./deps";
import { jsonError } from "./errors";
import { visitorOf } from "./visitor";

/**
 * What someone who is not signed in may do with their account (/api/account, decision 0077), over
 * HTTP: thin adapters over server/operations/staff-account-links.ts. Small bodies only: nothing here
 * needs more than a form.
 */
export function createAccountLinks(deps: AdminDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(
    bodyLimit({
      maxSize: 8 * 1024,
      onError: (c) => jsonError(c, 413, "payload_too_large", "The request body is larger than 8 KB."),
    }),
  );

  app.get("/invitation", (c) =>
    answering(c, async () => c.json(await links.openInvitation(deps, c.req.query("token") ?? ""))),
  );

  // The same answer whether or not the address had an account (see acceptWithNewAccount).
  app.post("/invitation", (c) =>
    answering(c, async () => c.json(await links.takeUpInvitation(deps, visitorOf(c, deps.config), await jsonBody(c)))),
  );

  // Whether the sign-in page can offer a mailed link at all.
  app.get("/forgot-password", (c) => c.json({ mails: links.mailsResetLinks(deps) }));

  app.post("/forgot-password", (c) =>
    answering(c, async () => {
      const answer = await links.requestResetLink(deps, visitorOf(c, deps.config), await jsonBody(c));
      return c.json(answer, answer.outcome === "too-many" ? 429 : 202);
    }),
  );

  return app;
}
