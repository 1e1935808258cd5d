import { Form } from "react-router";
import { answered, Field, FormMessage } from "#app/admin/components/field.tsx";
import { AnsweredLink } from "#app/admin/components/one-time-link.tsx";
import type { OneTimeLinkRecord } from "#domain/admin-records";

export type NewSchoolAnswer = {
  message?: string;
  notice?: string;
  fields?: Record<string, string>;
  values?: Record<string, string>;
  link?: { who: string; link: OneTimeLinkRecord };
};

/** A new school, empty, with its owner's one-time link; a refusal keeps what was typed beside its faults. */
export function NewSchoolForm({
  answer,
  timeZone,
  busy,
}: {
  answer?: NewSchoolAnswer;
  timeZone: string;
  busy: boolean;
}) {
  return (
    <>
      <h2 id="new-school">New school</h2>
      <p>
        A new school starts empty, with a profile to fill in; its owner gets a one-time link to set a password. Give it
        a host name with <code>npm run admin -- school domain add CODE HOST</code>.
      </p>
      <FormMessage message={answer?.message} />
      <FormMessage message={answer?.notice} kind="success" />
      <AnsweredLink answer={answer?.link} timeZone={timeZone} />
      <Form method="post" className="admin-form" aria-labelledby="new-school" noValidate key={answer?.notice}>
        <Field
          {...answered(answer, "code")}
          label="Code"
          hint="Lower-case letters, digits and -, at most 32. It names the school in addresses."
          required
          autoComplete="off"
        />
        <Field {...answered(answer, "name")} label="Name" required />
        <Field {...answered(answer, "ownerEmail")} label="Owner's e-mail" type="email" required autoComplete="off" />
        <Field
          {...answered(answer, "ownerName")}
          label="Owner's name"
          hint="As the school's people will see it. Left empty, the first part of the e-mail address until they change it."
          autoComplete="off"
        />
        <button type="submit" className="admin-button" disabled={busy}>
          {busy ? "Creating…" : "Create the school"}
        </button>
      </Form>
    </>
  );
}
