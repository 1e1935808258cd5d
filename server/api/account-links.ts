import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { recordActivity } from "#database/queries/activity";
import { findSchool } from "#database/queries/school-content";
import { findUserByEmail } from "#database/queries/staff";
import { invitationLinkSchema, setPasswordSchema } from "#domain/admin-records";
import { maxEmailLength } from "#domain/email-rule";
import { isSchoolRole } from "#domain/roles";
import type { AdminDeps } from "#server/api/admin/admin-deps";
import { invalid, jsonBody } from "#server/api/admin/validation";
import { issueOneTimeLink } from "#server/auth/accounts";
import { acceptWithNewAccount, invitationOfToken } from "#server/auth/invitations";
import { resetOutcomeFor, resetRequestMessages, takeResetRequest } from "#server/auth/reset-requests";
import { clientAddress } from "./client-address";
import type { AppEnv } from "./deps";
import { jsonError } from "./errors";

const gone =
  "This invitation is not waiting any more: it was accepted, withdrawn, or it is more than a week old. Ask the school's owner for a new one.";

const forgotSchema = z.object({
  email: z.email({ message: "Enter an e-mail address, like name@example.com." }).max(maxEmailLength).trim(),
});

/**
 * What someone who is not signed in may do with their account (/api/account, decision 0077): open an
 * invitation's link, take it up with a new password when the address has no account, and ask for a
 * reset link mailed to their own address. Small bodies only: nothing here needs more than a form.
 */
export function createAccountLinks(deps: AdminDeps): Hono<AppEnv> {
  const { db, auth, config, mailer } = deps;
  const app = new Hono<AppEnv>();
  app.use(
    bodyLimit({
      maxSize: 8 * 1024,
      onError: (c) => jsonError(c, 413, "payload_too_large", "The request body is larger than 8 KB."),
    }),
  );

  app.get("/invitation", async (c) => {
    const invitation = await invitationOfToken(db, c.req.query("token") ?? "");
    const school = invitation && (await findSchool(db, invitation.schoolCode));
    if (!invitation || !school || !isSchoolRole(invitation.role)) return jsonError(c, 404, "not_found", gone);
    return c.json(
      invitationLinkSchema.parse({
        email: invitation.email,
        schoolName: school.profile.name,
        role: invitation.role,
        expiresAt: invitation.expiresAt,
      }),
    );
  });

  // The same answer whether or not the address had an account (see acceptWithNewAccount).
  app.post("/invitation", async (c) => {
    const parsed = setPasswordSchema.safeParse(await jsonBody(c));
    if (!parsed.success) return invalid(c, parsed.error);
    const invitation = await invitationOfToken(db, parsed.data.token);
    if (!invitation) return jsonError(c, 404, "not_found", gone);
    const created = await acceptWithNewAccount(db, auth, invitation, parsed.data.password);
    if (created) {
      await recordActivity(db, invitation.schoolCode, {
        userId: created.id,
        actor: invitation.email,
        kind: "user",
        target: invitation.email,
        action: `accepted the invitation as ${invitation.role}`,
        address: clientAddress(c, config.trustProxy),
      });
    }
    return c.json({ email: invitation.email });
  });

  async function mailResetLink(email: string, baseUrl: string): Promise<void> {
    if (!(await findUserByEmail(db, email))) return;
    await issueOneTimeLink(auth, config, email, { mailer, baseUrl });
  }

  // Whether the sign-in page can offer a mailed link at all.
  app.get("/forgot-password", (c) => c.json({ mails: mailer !== undefined }));

  app.post("/forgot-password", async (c) => {
    const parsed = forgotSchema.safeParse(await jsonBody(c));
    if (!parsed.success) return invalid(c, parsed.error);
    const email = parsed.data.email.toLowerCase();
    const allowed = mailer
      ? await takeResetRequest(db, { email, address: clientAddress(c, config.trustProxy) })
      : false;
    const outcome = resetOutcomeFor(mailer, allowed);
    if (outcome === "mailed-if-known") {
      // Not awaited: the answer comes as fast for an unknown address as for a known one.
      const baseUrl = config.publicUrl ?? new URL(c.req.url).origin;
      void mailResetLink(email, baseUrl).catch((error: unknown) =>
        c.get("logger").error({ err: error }, "reset link not mailed"),
      );
    }
    return c.json({ outcome, message: resetRequestMessages[outcome] }, outcome === "too-many" ? 429 : 202);
  });

  return app;
}
