import type { z } from "zod";
import type { NewSchoolAnswer } from "#app/admin/components/new-school-form.tsx";
import type { PlatformResetAnswer } from "#app/admin/components/platform-reset-form.tsx";
import type { StaffOperations } from "#server/operations/staff-session";
import type { schoolsForm } from "./admin-forms";
import { answered } from "./read-form";
import { attempt } from "./staff.server";

/** The schools screen's answer: the form that answered is told by which part is set. */
export type SchoolsAnswer = NewSchoolAnswer & {
  /** The school whose quota form answered, when it was that form. */
  quotaFor?: string;
  /** The answer of the reset-link form, when it was that form. */
  reset?: PlatformResetAnswer;
};

type Posted = z.output<typeof schoolsForm>;
type Of<I extends Posted["intent"]> = Extract<Posted, { intent: I }>;

/** The operator's forms: a school's quota, a reset link for any account, and a new school. */
export function schoolsActions(request: Request, platform: StaffOperations["platform"]) {
  return {
    quota: async ({ code, quotaMb }: Of<"quota">) => {
      const result = await attempt(request, () => platform.setQuota(code, { quotaMb }));
      if (!result.ok) {
        const { message, fields } = result.refusal;
        return answered<SchoolsAnswer>({ quotaFor: code, message, fields, values: { quotaMb } }, 400);
      }
      const own = result.value.ownQuotaMb;
      const notice =
        own === null ? `${code} has the platform's storage quota again.` : `${code} may now store ${own} MB.`;
      return answered<SchoolsAnswer>({ quotaFor: code, notice });
    },
    reset: async ({ email }: Of<"reset">) => {
      const result = await attempt(request, () => platform.resetLink({ email }), [404]);
      if (!result.ok) return answered<SchoolsAnswer>({ reset: { email, ...result.refusal } }, 400);
      return answered<SchoolsAnswer>({ reset: { email, link: result.value } });
    },
    create: async ({ intent: _, ...values }: Of<"create">) => {
      const result = await attempt(request, () => platform.createSchool(values));
      if (!result.ok)
        return answered<SchoolsAnswer>({ message: result.refusal.message, fields: result.refusal.fields, values }, 400);
      const { school, owner, link } = result.value;
      return answered<SchoolsAnswer>({
        notice: `${school.name} (${school.code}) is ready, with ${owner.email} as its owner.`,
        link: link ? { who: owner.email, link } : undefined,
      });
    },
  };
}
