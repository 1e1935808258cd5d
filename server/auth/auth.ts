import { AsyncLocalStorage } from "node:async_hooks";
import { passkey } from "@better-auth/passkey";
import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import type { Logger } from "pino";
import { authStore } from "#database/auth-store";
import type { Db } from "#database/connection";
import { findUserByEmail } from "#database/queries/staff";
import type { Config } from "#domain/config";
import { isTooLongForAnEmail, maxEmailLength } from "#domain/email-rule";
import { maxPasswordLength, minPasswordLength } from "#domain/password-rule";
import { type ActivityWhat, recordFailedSignInActivity, recordPersonalActivity } from "./activity";
import { recordFailedSignIn, signInWait, waitMessage } from "./sign-in-limits";

/** The visitor's address as the server worked it out (server/api/client-address.ts), handed to better-auth. */
export const clientAddressHeader = "x-school-client-address";
/** The school whose site the request reached, by its host (server/auth/auth-routes.ts sets it over anything sent). */
export const siteSchoolHeader = "x-school-site";

const hour = 60 * 60;

/** The idle timeout: a session not used for this long is over (issue 12). */
export const sessionIdleSeconds = 12 * hour;
/** One-time links (first password, reset) last a day: an office reads its mail once a day. */
export const oneTimeLinkSeconds = 24 * hour;

export type AuthOptions = {
  config: Config;
  db: Db;
  logger: Logger;
  secret: string;
  /** The school whose site a request reached, by its headers; failed sign-ins of unknown people are logged there. */
  siteSchool?: (headers: Headers | undefined) => string;
};

export type Auth = ReturnType<typeof createAuth>;

/** Where a site can be reached from a browser: the public address, else this machine. */
export function baseUrlOf(config: Config): string {
  return config.publicUrl?.replace(/\/+$/, "") ?? `http://localhost:${config.port}`;
}

function addressOf(headers: Headers | undefined): string {
  return headers?.get(clientAddressHeader) ?? "unknown";
}

/** The paths whose outcome is a sign-in. */
const signInPaths: Record<string, string> = {
  "/sign-in/email": "signed in with a password",
  "/passkey/verify-authentication": "signed in with a passkey",
};

/** Account changes a person makes through better-auth's own endpoints, as the log words them. */
const accountActions: Record<string, ActivityWhat> = {
  "/passkey/verify-registration": { kind: "passkey", target: null, action: "added a passkey" },
  "/passkey/delete-passkey": { kind: "passkey", target: null, action: "removed a passkey" },
  "/revoke-sessions": { kind: "session", target: null, action: "signed out everywhere" },
  "/revoke-other-sessions": { kind: "session", target: null, action: "signed out of other sessions" },
  "/revoke-session": { kind: "session", target: null, action: "signed out a session" },
  "/sign-out": { kind: "session", target: null, action: "signed out" },
};

/**
 * better-auth over our database (decision 0042): e-mail and password (scrypt), passkeys, sessions
 * with a 12-hour idle timeout, one-time links. Sign-up is closed: accounts come from the command
 * line and from owners' invitations. Its own in-memory rate limiter is off; sign-in limits live in
 * the database (sign-in-limits.ts), where every instance sees them.
 */
export function createAuth({
  config,
  db,
  logger,
  secret,
  siteSchool = (headers) => headers?.get(siteSchoolHeader) ?? config.schoolCode,
}: AuthOptions) {
  const linkToken = new AsyncLocalStorage<{ token?: string }>();
  // better-auth hands onPasswordReset the HTTP request only; an in-process reset (the admin area's
  // set-password page) passes its headers through here instead (setPassword below).
  const resetHeaders = new AsyncLocalStorage<Headers>();
  const baseURL = baseUrlOf(config);
  const https = baseURL.startsWith("https://");

  const auth = betterAuth({
    appName: "School website",
    baseURL,
    basePath: "/api/auth",
    secret,
    database: authStore(db),
    telemetry: { enabled: false },
    // Endpoints the admin area does not use, closed over HTTP (the server still calls some in-process):
    // anyone could otherwise ask for reset tokens, or change an e-mail, name or password unlogged.
    disabledPaths: [
      "/sign-up/email",
      "/request-password-reset",
      "/forget-password",
      "/send-verification-email",
      "/verify-email",
      "/change-email",
      "/change-password",
      "/update-user",
      "/delete-user",
    ],
    rateLimit: { enabled: false },
    // The CSRF middleware (csrf.ts) has already refused other sites; this is the request's own origin.
    trustedOrigins: (request) => [baseURL, request ? ownOrigin(request) : undefined],
    user: { modelName: "auth_user" },
    account: { modelName: "auth_account" },
    verification: { modelName: "auth_verification" },
    session: { modelName: "auth_session", expiresIn: sessionIdleSeconds, updateAge: 5 * 60 },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength,
      maxPasswordLength,
      resetPasswordTokenExpiresIn: oneTimeLinkSeconds,
      revokeSessionsOnPasswordReset: true,
      // The link is ours to make and to show (one-time-link.ts); this hands its token back.
      sendResetPassword: async ({ token }) => {
        const pending = linkToken.getStore();
        if (pending) pending.token = token;
      },
      onPasswordReset: async ({ user }, request) => {
        const headers = request?.headers ?? resetHeaders.getStore();
        await recordPersonalActivity(
          db,
          siteSchool(headers),
          { userId: user.id, actor: user.email, address: addressOf(headers) },
          { kind: "account", target: user.id, action: "set a password" },
        );
      },
    },
    advanced: {
      // __Host- when the site is https: Secure, Path=/, no Domain, so no other host can set it.
      useSecureCookies: false,
      cookiePrefix: https ? "__Host-school" : "school",
      defaultCookieAttributes: { secure: https, sameSite: "lax", httpOnly: true, path: "/" },
      ipAddress: { ipAddressHeaders: [clientAddressHeader] },
    },
    plugins: [passkey({ rpName: "School website", schema: { passkey: { modelName: "auth_passkey" } } })],
    logger: {
      log: (level, message) => {
        if (level === "error") logger.error({ auth: true }, message);
        // Its warnings are mostly failed sign-ins ("Invalid password"), which the activity log keeps.
        else if (level === "warn") logger.info({ auth: true }, message);
        else logger.debug({ auth: true }, message);
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/sign-in/email") {
          const email = typeof ctx.body?.email === "string" ? ctx.body.email : "";
          // Refused before anything is written: no address is longer, and a 2 MB "e-mail" once filled the log.
          if (isTooLongForAnEmail(email)) {
            throw new APIError("BAD_REQUEST", {
              code: "EMAIL_TOO_LONG",
              message: `An e-mail address has at most ${maxEmailLength} characters.`,
            });
          }
          const wait = await signInWait(db, { email, address: addressOf(ctx.headers) });
          if (wait > 0) {
            throw new APIError(
              "TOO_MANY_REQUESTS",
              { code: "TOO_MANY_ATTEMPTS", message: waitMessage(wait) },
              { "Retry-After": String(Math.ceil(wait / 1000)) },
            );
          }
        }
        // Signing out ends the session the log would name: note it while it is there.
        if (ctx.path === "/sign-out") {
          const session = await getSessionFromCtx(ctx).catch(() => null);
          if (session) {
            await recordPersonalActivity(
              db,
              siteSchool(ctx.headers),
              { userId: session.user.id, actor: session.user.email, address: addressOf(ctx.headers) },
              accountActions["/sign-out"],
            );
          }
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const address = addressOf(ctx.headers);
        const school = siteSchool(ctx.headers);
        const signIn = signInPaths[ctx.path];
        if (signIn) {
          const session = ctx.context.newSession;
          if (session) {
            await recordPersonalActivity(
              db,
              school,
              { userId: session.user.id, actor: session.user.email, address },
              { kind: "sign-in", target: session.user.id, action: signIn },
            );
            return;
          }
          const refused = ctx.context.returned instanceof APIError && ctx.context.returned.statusCode === 429;
          if (refused) return;
          const email = typeof ctx.body?.email === "string" ? ctx.body.email.trim().toLowerCase() : "";
          if (isTooLongForAnEmail(email)) return;
          if (ctx.path === "/sign-in/email") await recordFailedSignIn(db, { email, address });
          const user = email ? await findUserByEmail(db, email) : undefined;
          await recordFailedSignInActivity(db, school, {
            userId: user?.id ?? null,
            actor: email || "(passkey)",
            address,
          });
          return;
        }
        const change = accountActions[ctx.path];
        if (change && ctx.path !== "/sign-out" && !(ctx.context.returned instanceof APIError)) {
          const session = ctx.context.session ?? (await getSessionFromCtx(ctx).catch(() => null));
          if (session) {
            await recordPersonalActivity(
              db,
              school,
              { userId: session.user.id, actor: session.user.email, address },
              change,
            );
          }
        }
      }),
    },
  });

  /**
   * A one-time link's token for a person: lets them set a password (their first, or a new one)
   * within oneTimeLinkSeconds, once. Undefined when no one has that e-mail.
   */
  async function issuePasswordToken(email: string): Promise<string | undefined> {
    const pending: { token?: string } = {};
    await linkToken.run(pending, () => auth.api.requestPasswordReset({ body: { email } }));
    return pending.token;
  }

  /**
   * Sets a password with a one-time link's token, called in-process with the visitor's headers
   * (the client address and site school of server/operations/staff-auth-calls.ts), which the log's
   * entry names as it does for a reset over HTTP.
   */
  function setPassword(headers: Headers, token: string, newPassword: string) {
    return resetHeaders.run(headers, () => auth.api.resetPassword({ body: { token, newPassword }, headers }));
  }

  return Object.assign(auth, { issuePasswordToken, setPassword });
}

/** The origin a request was addressed to, as its Host header says. */
function ownOrigin(request: Request): string | undefined {
  const host = request.headers.get("host");
  if (!host) return undefined;
  return `${new URL(request.url).protocol}//${host}`;
}
