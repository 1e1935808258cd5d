import { z } from "zod";
import { displayNameSchema } from "./display-name";
import { maxPasswordLength, minPasswordLength } from "./password-rule";
import { schoolRoles } from "./roles";

/**
 * The admin API's answers and requests (issue 12), shared by the server that writes them and the
 * admin area that reads them. The public API's records are api-records.ts's.
 */

const role = z.enum([...schoolRoles, "operator"]);

/** An invitation as the person it names sees it: which school, which role. */
export const myInvitationSchema = z.object({
  id: z.string(),
  schoolCode: z.string(),
  schoolName: z.string(),
  role: z.enum(schoolRoles),
  expiresAt: z.string(),
});
export type MyInvitationRecord = z.infer<typeof myInvitationSchema>;

export const meSchema = z.object({
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  operator: z.boolean(),
  /**
   * The schools this person may open, by name, with their role there and the school's time zone
   * (its profile's, else the platform's), in which the admin area shows and reads times (decision 0085).
   */
  schools: z.array(z.object({ code: z.string(), name: z.string(), role, timeZone: z.string() })),
  /** Invitations to schools waiting for this person to accept or decline. */
  invitations: z.array(myInvitationSchema),
});
export type MeRecord = z.infer<typeof meSchema>;

export const memberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(schoolRoles),
  since: z.string(),
});
export type MemberRecord = z.infer<typeof memberSchema>;
export const membersSchema = z.object({ data: z.array(memberSchema) });

export const oneTimeLinkSchema = z.object({ link: z.string(), expiresAt: z.string(), mailed: z.boolean() });
export type OneTimeLinkRecord = z.infer<typeof oneTimeLinkSchema>;

/** A name that may be left empty (an empty field is no name), else a display name's rules. */
const optionalName = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  displayNameSchema.optional(),
);

export const inviteSchema = z.object({
  email: z.email({ message: "Enter an e-mail address, like name@example.com." }).trim().toLowerCase(),
  /** The person's name as the school knows them; left empty, the person gives it when they accept. */
  name: optionalName,
  role: z.enum(schoolRoles, { message: "Choose a role." }),
});
export type InviteInput = z.infer<typeof inviteSchema>;

/** An owner's invitation waiting for its person (decision 0077). */
export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(schoolRoles),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type InvitationRecord = z.infer<typeof invitationSchema>;

/** An invitation as the API shows it, from its row. */
export function invitationRecord(row: {
  id: string;
  email: string;
  name: string | null;
  role: string;
  createdAt: string;
  expiresAt: string;
}): InvitationRecord {
  return invitationSchema.parse(row);
}

export const invitationsSchema = z.object({ data: z.array(invitationSchema) });

/**
 * The same answer for an address with an account and one without. The link is shown to the owner
 * only when the platform has no mail server; with one, it went to the address alone.
 */
export const inviteResultSchema = z.object({
  invitation: invitationSchema,
  link: oneTimeLinkSchema.optional(),
  mailed: z.boolean(),
});
export type InviteResult = z.infer<typeof inviteResultSchema>;

/** Why an owner may not make a reset link for an account that is not the school's alone. */
export const platformAccountMessage =
  "This account is used outside this school as well, so its password is reset by the platform: the person asks for a link on the sign-in page, or the platform's operator makes one.";

/** What a link's token opens, before anyone signs in: nothing about whether the address has an account. */
export const invitationLinkSchema = z.object({
  email: z.string(),
  /** The name the owner gave, offered to the person to keep or correct. */
  name: z.string().nullable(),
  schoolName: z.string(),
  role: z.enum(schoolRoles),
  expiresAt: z.string(),
});
export type InvitationLinkRecord = z.infer<typeof invitationLinkSchema>;

export const roleChangeSchema = z.object({ role: z.enum(schoolRoles, { message: "Choose a role." }) });

export const activityEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  userId: z.string().nullable(),
  actor: z.string(),
  kind: z.string(),
  target: z.string().nullable(),
  action: z.string(),
  address: z.string(),
  /** The names of the people the actor and the target are (issue 23), where they have an account. */
  actorName: z.string().optional(),
  targetName: z.string().optional(),
});
export type ActivityEntryRecord = z.infer<typeof activityEntrySchema>;

export const activityPageSchema = z.object({
  data: z.array(activityEntrySchema),
  kinds: z.array(z.string()),
  people: z.array(z.object({ userId: z.string(), name: z.string(), email: z.string() })),
  /** Pass as `before` for the next, older page; absent on the last page. */
  next: z.string().optional(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

/** `YYYY-MM-DD`, as a date input sends it. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: "Enter a date as YYYY-MM-DD." });

export const activityQuerySchema = z.object({
  person: z.string().max(100).optional(),
  kind: z.string().max(40).optional(),
  from: day.optional(),
  to: day.optional(),
  before: z.iso.datetime().optional(),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

const newPasswordFields = {
  token: z.string().min(1, { message: "This link is incomplete. Ask for a new one." }),
  password: z
    .string()
    .min(minPasswordLength, { message: `Use at least ${minPasswordLength} characters.` })
    .max(maxPasswordLength, { message: `Use at most ${maxPasswordLength} characters.` }),
  confirm: z.string(),
};
const samePasswords = (value: { password: string; confirm: string }) => value.password === value.confirm;
const notSame = () => ({ path: ["confirm"], message: "The two passwords are not the same." });

export const setPasswordSchema = z.object(newPasswordFields).refine(samePasswords, notSame());

/** An invitation taken up by someone new: a password, and their name (issue 23). */
export const takeUpInvitationSchema = z
  .object({ ...newPasswordFields, name: optionalName })
  .refine(samePasswords, notSame());

/** The signed-in person's own name, changed on their account screen. */
export const accountNameSchema = z.object({ name: displayNameSchema });

export const signInSchema = z.object({
  email: z.email({ message: "Enter your e-mail address, like name@example.com." }).trim().toLowerCase(),
  password: z.string().min(1, { message: "Enter your password." }),
});

export const sessionSchema = z.object({
  id: z.string(),
  token: z.string().optional(),
  createdAt: z.coerce.date(),
  updatedAt: z.coerce.date(),
  expiresAt: z.coerce.date(),
  ipAddress: z.string().nullish(),
  userAgent: z.string().nullish(),
});
export type SessionRecord = z.infer<typeof sessionSchema>;

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string().nullish(),
  createdAt: z.coerce.date().nullish(),
  deviceType: z.string(),
});
export type PasskeyRecord = z.infer<typeof passkeySchema>;

export const schoolSummarySchema = z.object({ code: z.string(), name: z.string() });
/** A school as the operator's list shows it: its storage, and the quota the operator gave it, if any. */
export const platformSchoolSchema = schoolSummarySchema.extend({
  usedBytes: z.number(),
  quotaBytes: z.number(),
  /** Its own quota in MB; null when the platform's (STORAGE_QUOTA_MB) applies. */
  ownQuotaMb: z.number().nullable(),
});
export type PlatformSchoolRecord = z.infer<typeof platformSchoolSchema>;
/** The most a quota may be, as STORAGE_QUOTA_MB: 10 TB. */
export const maxQuotaMb = 10_000_000;
/** A new quota: a whole number of MB, or "" / null for the platform's. */
export const schoolQuotaSchema = z.object({
  quotaMb: z.preprocess(
    (value) => (value === "" || value === undefined ? null : value),
    z.coerce
      .number({ message: "Enter a whole number of megabytes, or leave it empty." })
      .int({ message: "Enter a whole number of megabytes, or leave it empty." })
      .min(1, { message: "Give at least 1 MB, or leave it empty for the platform's quota." })
      .max(maxQuotaMb, { message: "At most 10,000,000 MB (10 TB)." })
      .nullable(),
  ),
});
export const newSchoolSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,31}$/, { message: "Use lower-case letters, digits and -, at most 32." }),
  name: z.string().trim().min(2, { message: "Enter the school's name." }).max(200),
  ownerEmail: z.email({ message: "Enter the owner's e-mail address." }).trim().toLowerCase(),
  /** The owner's name, as the school's people and its activity show them; left empty, their address's first part until they change it. */
  ownerName: optionalName,
});
export type NewSchoolInput = z.infer<typeof newSchoolSchema>;
/** The operator's reset link for any account, by its e-mail. */
export const platformResetSchema = z.object({
  email: z.email({ message: "Enter the account's e-mail address." }).max(254).trim().toLowerCase(),
});
export const newSchoolResultSchema = z.object({
  school: schoolSummarySchema,
  owner: z.object({ email: z.string(), name: z.string() }),
  link: oneTimeLinkSchema.optional(),
});
