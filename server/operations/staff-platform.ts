import { importSkeletonSchool } from "#content/skeleton";
import { recordActivity } from "#database/queries/activity";
import { storageUsed } from "#database/queries/media-files";
import { listSchoolCodes } from "#database/queries/platform";
import { findSchool } from "#database/queries/school-content";
import { schoolQuotaMb, setSchoolQuotaMb } from "#database/queries/school-quota";
import { findUserByEmail, isOperator, listMemberships } from "#database/queries/staff";
import {
  newSchoolSchema,
  type OneTimeLinkRecord,
  type PlatformSchoolRecord,
  platformResetSchema,
  schoolQuotaSchema,
} from "#domain/admin-records";
import { schoolCodePattern } from "#domain/config";
import { addToSchool, ensureAccount, issueOneTimeLink } from "#server/auth/accounts";
import { quotaBytesOf } from "#server/media/school-quota";
import { actorOf, allow, linkBaseOf, type StaffContext } from "./staff-deps";
import { invalidField, invalidInput, StaffError } from "./staff-error";

/** The platform's work (schools.create), the operator's alone: checked first in each operation. */
function operatorOnly({ staff }: StaffContext): void {
  allow(staff.operator ? "operator" : undefined, "schools.create");
}

/** Every school, with its storage and its quota. */
export async function platformSchools(context: StaffContext): Promise<PlatformSchoolRecord[]> {
  operatorOnly(context);
  const { db, config } = context.deps;
  const schools: PlatformSchoolRecord[] = [];
  for (const code of await listSchoolCodes(db)) {
    const school = await findSchool(db, code);
    if (!school) continue;
    const [usedBytes, ownQuotaMb, quotaBytes] = await Promise.all([
      storageUsed(db, code),
      schoolQuotaMb(db, code),
      quotaBytesOf(db, code, config.storageQuotaBytes),
    ]);
    schools.push({ code, name: school.profile.name, usedBytes, quotaBytes, ownQuotaMb });
  }
  return schools;
}

/** One school's storage quota (decision 0075); "" or null gives it the platform's again. */
export async function setSchoolQuota(context: StaffContext, code: string, input: unknown) {
  operatorOnly(context);
  const { db, config } = context.deps;
  const parsed = schoolQuotaSchema.safeParse(input);
  if (!parsed.success) throw invalidInput(parsed.error);
  if (!schoolCodePattern.test(code) || !(await setSchoolQuotaMb(db, code, parsed.data.quotaMb))) {
    throw new StaffError(404, "not_found", "There is no such school.");
  }
  const quota = parsed.data.quotaMb;
  await recordActivity(db, code, {
    ...actorOf(context),
    kind: "school",
    target: code,
    action: quota === null ? "gave the school the platform's storage quota" : `set the storage quota to ${quota} MB`,
  });
  return { code, ownQuotaMb: quota, quotaBytes: await quotaBytesOf(db, code, config.storageQuotaBytes) };
}

/** A new school from the skeleton, with its first owner, who gets a one-time link when their account is new. */
export async function createSchool(context: StaffContext, input: unknown) {
  operatorOnly(context);
  const { db, auth, config, mailer, files } = context.deps;
  const parsed = newSchoolSchema.safeParse(input);
  if (!parsed.success) throw invalidInput(parsed.error);
  const { code, name, ownerEmail, ownerName } = parsed.data;
  if (await findSchool(db, code)) throw invalidField("code", "A school has this code already.");
  const existing = await findUserByEmail(db, ownerEmail);
  if (existing && (await isOperator(db, existing.id))) {
    throw invalidField(
      "ownerEmail",
      "That is an operator's account, which reaches every school already. Give the school an owner of its own.",
    );
  }
  const imported = await importSkeletonSchool({ db, files, schoolCode: code, name });
  if (!imported.ok) {
    throw new StaffError(500, "skeleton", `The new school could not be made: ${imported.problems[0]}`);
  }
  // An account that exists keeps the name its person gave it.
  const { person, created } = await ensureAccount(auth, db, { email: ownerEmail, name: ownerName });
  await addToSchool(db, code, person, "owner");
  await recordActivity(db, code, {
    ...actorOf(context),
    kind: "school",
    target: code,
    action: `created the school, with ${person.email} as owner`,
  });
  const link = created
    ? await issueOneTimeLink(auth, config, person.email, {
        mailer,
        baseUrl: linkBaseOf(context.deps, context.visitor),
        schoolName: name,
      })
    : undefined;
  return { school: { code, name }, owner: { email: person.email, name: person.name }, link };
}

/**
 * The platform's reset link, for any account (decision 0077): the operator answers for accounts
 * that are more than one school's. Logged in the log of each school the person works for.
 */
export async function platformResetLink(context: StaffContext, input: unknown): Promise<OneTimeLinkRecord> {
  operatorOnly(context);
  const { db, auth, config, mailer } = context.deps;
  const parsed = platformResetSchema.safeParse(input);
  if (!parsed.success) throw invalidInput(parsed.error);
  const person = await findUserByEmail(db, parsed.data.email);
  const link = person
    ? await issueOneTimeLink(auth, config, person.email, { mailer, baseUrl: linkBaseOf(context.deps, context.visitor) })
    : undefined;
  if (!person || !link) throw new StaffError(404, "not_found", "No account has that e-mail address.");
  for (const membership of await listMemberships(db, person.id)) {
    await recordActivity(db, membership.schoolCode, {
      ...actorOf(context),
      kind: "user",
      target: person.email,
      action: "issued a reset link (platform operator)",
    });
  }
  return link;
}
