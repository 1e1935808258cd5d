import type { z } from "zod";
import type { OneTimeLinkRecord } from "#domain/admin-records";
import { roleLabels } from "#domain/roles";
import type { StaffSchoolOperations } from "#server/operations/staff-session";
import type { peopleForm } from "./admin-forms";
import { answered } from "./read-form";
import { attempt } from "./staff.server";
import { withArticle } from "./with-article";

export type PeopleAnswer = {
  intent: string;
  userId?: string;
  message?: string;
  notice?: string;
  fields?: Record<string, string>;
  link?: { who: string; link: OneTimeLinkRecord };
  values?: Record<string, string>;
};

type Posted = z.output<typeof peopleForm>;
type Of<I extends Posted["intent"]> = Extract<Posted, { intent: I }>;

/**
 * The people screen's forms, each one operation on the school's people (server/operations/): the
 * words the screen shows after it, or the refusal it shows above the list or beside a field.
 */
export function peopleActions(request: Request, people: StaffSchoolOperations) {
  return {
    invite: async ({ intent, ...values }: Of<"invite">) => {
      const result = await attempt(request, () =>
        people.invite({ ...values, name: values.name || undefined, role: values.role || undefined }),
      );
      if (!result.ok)
        return answered<PeopleAnswer>(
          { intent, message: result.refusal.message, fields: result.refusal.fields, values },
          400,
        );
      const { invitation, link, mailed } = result.value;
      const role = withArticle(roleLabels[invitation.role].name.toLowerCase());
      const who = invitation.name ?? invitation.email;
      const notice = mailed
        ? `${who} is invited as ${role}. The invitation was e-mailed to them; they join once they accept it.`
        : `${who} is invited as ${role}. They join once they accept it.`;
      return answered<PeopleAnswer>({ intent, notice, link: link ? { who: invitation.email, link } : undefined });
    },
    withdraw: async ({ intent, invitationId, who }: Of<"withdraw">) => {
      const result = await attempt(request, () => people.withdrawInvitation(invitationId), [404]);
      if (!result.ok) return answered<PeopleAnswer>({ intent, message: result.refusal.message }, 400);
      return answered<PeopleAnswer>({ intent, notice: `The invitation to ${who} is withdrawn.` });
    },
    role: async ({ intent, userId, who, role }: Of<"role">) => {
      const result = await attempt(request, () => people.changeRole(userId, { role }));
      if (!result.ok) return answered<PeopleAnswer>({ intent, userId, message: result.refusal.message }, 400);
      return answered<PeopleAnswer>({ intent, userId, notice: `${who}'s role is changed.` });
    },
    remove: async ({ intent, userId, who }: Of<"remove">) => {
      const result = await attempt(request, () => people.remove(userId));
      if (!result.ok) return answered<PeopleAnswer>({ intent, userId, message: result.refusal.message }, 400);
      return answered<PeopleAnswer>({ intent, notice: `${who} is no longer in the school.` });
    },
    reset: async ({ intent, userId, who }: Of<"reset">) => {
      const result = await attempt(request, () => people.resetLink(userId), [403]);
      if (!result.ok) return answered<PeopleAnswer>({ intent, userId, message: result.refusal.message }, 400);
      return answered<PeopleAnswer>({ intent, userId, link: { who, link: result.value } });
    },
  };
}
