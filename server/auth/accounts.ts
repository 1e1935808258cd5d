import type { Db } from "#database/connection";
import { findUserByEmail, makeOperator, setRole } from "#database/queries/staff";
import type { Config } from "#domain/config";
import type { SchoolRole } from "#domain/roles";
import { type Auth, baseUrlOf } from "./auth";
import type { Mailer } from "./mailer";

export type NewAccount = { email: string; name?: string };
export type Person = { id: string; name: string; email: string };

/**
 * A person's account, made without a password (they set one through a one-time link), or the
 * one they already have: the same person may work for several schools.
 */
export async function ensureAccount(
  auth: Auth,
  db: Db,
  account: NewAccount,
): Promise<{ person: Person; created: boolean }> {
  const email = account.email.trim().toLowerCase();
  const existing = await findUserByEmail(db, email);
  if (existing) return { person: existing, created: false };
  const context = await auth.$context;
  const user = await context.internalAdapter.createUser(
    {
      email,
      name: account.name?.trim() || email.split("@")[0],
      emailVerified: false,
    },
    { method: "admin" },
  );
  return { person: { id: user.id, name: user.name, email: user.email }, created: true };
}

/** A person's name, changed in better-auth's store (the operator's `create-user --name`). */
export async function renameAccount(auth: Auth, userId: string, name: string): Promise<void> {
  const context = await auth.$context;
  await context.internalAdapter.updateUser(userId, { name });
}

export async function addToSchool(db: Db, schoolCode: string, person: Person, role: SchoolRole): Promise<void> {
  await setRole(db, schoolCode, person.id, role);
}

export async function addOperator(db: Db, person: Person): Promise<void> {
  await makeOperator(db, person.id);
}

export type OneTimeLink = { link: string; expiresAt: string; mailed: boolean };

/** The address of the page where a one-time link's token sets a password. */
export function setPasswordUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/admin/set-password?token=${encodeURIComponent(token)}`;
}

/**
 * A one-time link for `email` to set a password (valid 24 hours, once), mailed as well when
 * the platform has a mail server. `baseUrl` is the site the link should open.
 */
export async function issueOneTimeLink(
  auth: Auth,
  config: Config,
  email: string,
  options: { mailer?: Mailer; baseUrl?: string; schoolName?: string; now?: Date },
): Promise<OneTimeLink | undefined> {
  const token = await auth.issuePasswordToken(email);
  if (!token) return undefined;
  const link = setPasswordUrl(options.baseUrl ?? baseUrlOf(config), token);
  const expiresAt = new Date((options.now ?? new Date()).getTime() + 24 * 60 * 60 * 1000).toISOString();
  let mailed = false;
  if (options.mailer) {
    const site = options.schoolName ?? "the school website";
    await options.mailer({
      to: email,
      subject: `Set your password for ${site}`,
      text: [
        `Open this link to set your password for ${site}:`,
        "",
        link,
        "",
        "It works once, within 24 hours. If you did not expect this mail, ignore it.",
      ].join("\n"),
    });
    mailed = true;
  }
  return { link, expiresAt, mailed };
}
