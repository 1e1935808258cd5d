import type { Hono } from "hono";
import { importSkeletonSchool } from "#content/skeleton";
import { recordActivity } from "#database/queries/activity";
import { storageUsed } from "#database/queries/media-files";
import { listSchoolCodes } from "#database/queries/platform";
import { findSchool } from "#database/queries/school-content";
import { schoolQuotaMb, setSchoolQuotaMb } from "#database/queries/school-quota";
import { findUserByEmail, isOperator, listMemberships } from "#database/queries/staff";
import {
  newSchoolSchema,
  type PlatformSchoolRecord,
  platformResetSchema,
  schoolQuotaSchema,
} from "#domain/admin-records";
import { schoolCodePattern } from "#domain/config";
import { can } from "#domain/roles";
import { clientAddress } from "#server/api/client-address";
import { jsonError } from "#server/api/errors";
import { addToSchool, ensureAccount, issueOneTimeLink } from "#server/auth/accounts";
import { quotaBytesOf } from "#server/media/school-quota";
import type { AdminDeps } from "./admin-deps";
import { type AdminEnv, forbidden } from "./guards";
import { invalid, jsonBody } from "./validation";

/** The operator's schools (/api/admin/platform/schools): the list, and a new school with its first owner. */
export function registerPlatformSchools(admin: Hono<AdminEnv>, deps: AdminDeps): void {
  const { db, auth, config, mailer, files } = deps;
  const platform = admin.basePath("/platform");
  platform.use(async (c, next) =>
    can(c.get("staff").operator ? "operator" : undefined, "schools.create") ? next() : forbidden(c),
  );

  platform.get("/schools", async (c) => {
    const data: PlatformSchoolRecord[] = [];
    for (const code of await listSchoolCodes(db)) {
      const school = await findSchool(db, code);
      if (!school) continue;
      const [usedBytes, ownQuotaMb, quotaBytes] = await Promise.all([
        storageUsed(db, code),
        schoolQuotaMb(db, code),
        quotaBytesOf(db, code, config.storageQuotaBytes),
      ]);
      data.push({ code, name: school.profile.name, usedBytes, quotaBytes, ownQuotaMb });
    }
    return c.json({ data });
  });

  // One school's storage quota (decision 0075); null gives it the platform's again.
  platform.put("/schools/:code/quota", async (c) => {
    const code = c.req.param("code");
    const parsed = schoolQuotaSchema.safeParse(await jsonBody(c));
    if (!parsed.success) return invalid(c, parsed.error);
    if (!schoolCodePattern.test(code) || !(await setSchoolQuotaMb(db, code, parsed.data.quotaMb))) {
      return jsonError(c, 404, "not_found", "There is no such school.");
    }
    const staff = c.get("staff");
    const quota = parsed.data.quotaMb;
    await recordActivity(db, code, {
      userId: staff.id,
      actor: staff.email,
      kind: "school",
      target: code,
      action: quota === null ? "gave the school the platform's storage quota" : `set the storage quota to ${quota} MB`,
      address: clientAddress(c, config.trustProxy),
    });
    return c.json({ code, ownQuotaMb: quota, quotaBytes: await quotaBytesOf(db, code, config.storageQuotaBytes) });
  });

  platform.post("/schools", async (c) => {
    const parsed = newSchoolSchema.safeParse(await jsonBody(c));
    if (!parsed.success) return invalid(c, parsed.error);
    const { code, name, ownerEmail } = parsed.data;
    if (await findSchool(db, code)) {
      return c.json(
        {
          error: {
            code: "invalid",
            message: "Some fields need attention.",
            fields: { code: "A school has this code already." },
          },
        },
        400,
      );
    }
    const existing = await findUserByEmail(db, ownerEmail);
    if (existing && (await isOperator(db, existing.id))) {
      return c.json(
        {
          error: {
            code: "invalid",
            message: "Some fields need attention.",
            fields: {
              ownerEmail:
                "That is an operator's account, which reaches every school already. Give the school an owner of its own.",
            },
          },
        },
        400,
      );
    }
    const imported = await importSkeletonSchool({ db, files, schoolCode: code, name });
    if (!imported.ok) return jsonError(c, 500, "skeleton", `The new school could not be made: ${imported.problems[0]}`);
    const { person, created } = await ensureAccount(auth, db, { email: ownerEmail });
    await addToSchool(db, code, person, "owner");
    const staff = c.get("staff");
    await recordActivity(db, code, {
      userId: staff.id,
      actor: staff.email,
      kind: "school",
      target: code,
      action: `created the school, with ${person.email} as owner`,
      address: clientAddress(c, config.trustProxy),
    });
    const link = created
      ? await issueOneTimeLink(auth, config, person.email, {
          mailer,
          baseUrl: config.publicUrl ?? new URL(c.req.url).origin,
          schoolName: name,
        })
      : undefined;
    return c.json({ school: { code, name }, owner: { email: person.email }, link }, 201);
  });

  // The platform's reset link, for any account (decision 0077): the operator answers for accounts
  // that are more than one school's. Logged in the log of each school the person works for.
  platform.post("/reset-link", async (c) => {
    const parsed = platformResetSchema.safeParse(await jsonBody(c));
    if (!parsed.success) return invalid(c, parsed.error);
    const person = await findUserByEmail(db, parsed.data.email);
    const link = person
      ? await issueOneTimeLink(auth, config, person.email, {
          mailer,
          baseUrl: config.publicUrl ?? new URL(c.req.url).origin,
        })
      : undefined;
    if (!person || !link) return jsonError(c, 404, "not_found", "No account has that e-mail address.");
    const staff = c.get("staff");
    for (const membership of await listMemberships(db, person.id)) {
      await recordActivity(db, membership.schoolCode, {
        userId: staff.id,
        actor: staff.email,
        kind: "user",
        target: person.email,
        action: "issued a reset link (platform operator)",
        address: clientAddress(c, config.trustProxy),
      });
    }
    return c.json(link, 201);
  });
}
