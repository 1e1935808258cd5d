import { parseArgs } from "node:util";
import pino from "pino";
import type { Db } from "#database/connection";
import { recordActivity } from "#database/queries/activity";
import { findSchool } from "#database/queries/school-content";
import { findUserByEmail } from "#database/queries/staff";
import { type Config, configOrNull } from "#domain/config";
import { displayNameSchema } from "#domain/display-name";
import { isSchoolRole, schoolRoles } from "#domain/roles";
import { addOperator, addToSchool, ensureAccount, issueOneTimeLink, renameAccount } from "#server/auth/accounts";
import { createAuth } from "#server/auth/auth";
import { createMailer } from "#server/auth/mailer";
import { authSecret } from "#server/auth/secret";

import { type AdminIo, type Subcommand, UsageError, withDatabase } from "./admin-command";

export const createUserCommand: Subcommand = {
  usage: [
    'create-user --email E --name "NAME" --role owner|editor|contributor --school CODE',
    'create-user --email E --name "NAME" --role operator',
  ],
  run: async (args, io) => {
    const config = configOrNull(io);
    if (!config) return 2;
    await withDatabase(config, (db) => createUser(args, config, db, io));
    return 0;
  },
};

/**
 * Makes a person's account (or finds the one they have), gives them a role, and prints a one-time
 * link, valid 24 hours, where they set their password. No password is ever typed on a command line.
 * A new account needs its person's name (issue 23): the admin area greets them by it and the
 * activity log names them by it. Given for an account that exists, it becomes that account's name.
 */
async function createUser(args: string[], config: Config, db: Db, io: AdminIo): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: "string" },
      role: { type: "string" },
      school: { type: "string" },
      name: { type: "string" },
    },
    strict: true,
  });
  const email = values.email?.trim().toLowerCase();
  if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw new UsageError("--email needs an e-mail address.");
  const role = values.role;
  if (role !== "operator" && !isSchoolRole(role)) {
    throw new UsageError(`--role must be one of ${[...schoolRoles, "operator"].join(", ")}.`);
  }
  if (role !== "operator" && !values.school) throw new UsageError("--school is needed for a school role.");
  const name = values.name === undefined ? undefined : displayNameSchema.safeParse(values.name);
  if (name && !name.success) throw new UsageError(`--name: ${name.error.issues[0]?.message}`);

  const school = values.school ? await findSchool(db, values.school) : undefined;
  if (values.school && !school) {
    throw new UsageError(
      `There is no school "${values.school}". The demo school appears on the first \`npm start\`; other schools come from \`npm run content -- import\`.`,
    );
  }

  const logger = pino({ level: "silent" });
  const auth = createAuth({ config, db, logger, secret: authSecret(config) });
  const existing = await findUserByEmail(db, email);
  if (!existing && !name) {
    throw new UsageError(
      `--name is needed for a new account: the name the admin area greets ${email} by and the activity log shows, like --name "Meena Iyer".`,
    );
  }
  if (existing && name && existing.name !== name.data) await renameAccount(auth, existing.id, name.data);
  const { person, created } = await ensureAccount(auth, db, { email, name: name?.data });
  if (role === "operator") await addOperator(db, person);
  else if (school) {
    await addToSchool(db, school.code, person, role);
    await recordActivity(db, school.code, {
      userId: null,
      actor: "command line",
      kind: "user",
      target: person.email,
      action: `${created ? "created" : "given a role"} as ${role}`,
      address: "local",
    });
  }
  const link = await issueOneTimeLink(auth, config, email, {
    mailer: createMailer(config.smtpUrl, config.mailFrom),
    schoolName: school?.profile.name,
  });
  if (!link) throw new Error(`The account of ${email} could not be read back.`);
  io.out(
    `${created ? "Created" : "Found"} ${name?.data ?? person.name} (${person.email}), ${role}${school ? ` of ${school.code}` : " of the platform"}.`,
  );
  io.out("Open this one-time link to set the password (it works once, within 24 hours):");
  io.out(link.link);
  if (link.mailed) io.out(`The link was also mailed to ${email}.`);
}
