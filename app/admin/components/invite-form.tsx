import { Form } from "react-router";
import { answered, EmailField, Field, FormMessage } from "#app/admin/components/field.tsx";
import { AnsweredLink } from "#app/admin/components/one-time-link.tsx";
import { RadioGroup } from "#app/admin/components/radio-group.tsx";
import type { OneTimeLinkRecord } from "#domain/admin-records";
import { displayNameMax } from "#domain/display-name";
import { roleLabels, schoolRoles } from "#domain/roles";

export type InviteAnswer = {
  message?: string;
  notice?: string;
  fields?: Record<string, string>;
  values?: Record<string, string>;
  link?: { who: string; link: OneTimeLinkRecord };
};

/** Someone invited by address, name and role; a refused invitation keeps what was typed beside its faults. */
export function InviteForm({ answer, timeZone, busy }: { answer?: InviteAnswer; timeZone: string; busy: boolean }) {
  return (
    <>
      <h2 id="invite-heading">Invite someone</h2>
      <FormMessage message={answer?.message} />
      <FormMessage message={answer?.notice} kind="success" />
      <AnsweredLink answer={answer?.link} timeZone={timeZone} />
      <Form method="post" className="admin-form" aria-labelledby="invite-heading" noValidate key={answer?.notice}>
        <input type="hidden" name="intent" value="invite" />
        <EmailField autoComplete="off" defaultValue={answer?.values?.email} error={answer?.fields?.email} />
        <Field
          {...answered(answer, "name")}
          label="Name"
          autoComplete="off"
          maxLength={displayNameMax}
          hint="As the school knows them, in any script, for example Mrs. Meena Iyer. They can correct it when they accept."
        />
        <RadioGroup
          name="role"
          legend="Role"
          idPrefix="invite"
          defaultValue={answer?.values?.role ?? "editor"}
          error={answer?.fields?.role}
          options={schoolRoles.map((role) => ({
            value: role,
            label: (
              <>
                <strong>{roleLabels[role].name}</strong>: {roleLabels[role].means}
              </>
            ),
          }))}
        />
        <button type="submit" className="admin-button" disabled={busy}>
          Invite
        </button>
      </Form>
    </>
  );
}
