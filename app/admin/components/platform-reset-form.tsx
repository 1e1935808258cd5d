import { Form } from "react-router";
import { EmailField, FormMessage } from "#app/admin/components/field.tsx";
import { AnsweredLink } from "#app/admin/components/one-time-link.tsx";
import type { OneTimeLinkRecord } from "#domain/admin-records";

export type PlatformResetAnswer = {
  message?: string;
  fields?: Record<string, string>;
  email?: string;
  link?: OneTimeLinkRecord;
};

/**
 * The operator's reset link for any account (decision 0077): an account that works for more than
 * one school, or an operator's, is reset here or by a link mailed to its own address, never by a school.
 */
export function PlatformResetForm({
  answer,
  busy,
  timeZone,
}: {
  answer?: PlatformResetAnswer;
  busy: boolean;
  timeZone: string;
}) {
  return (
    <>
      <h2 id="platform-reset">Reset link for an account</h2>
      <p>
        For any account on the platform. The person opens the link to choose a new password; it works once, within 24
        hours.
      </p>
      <FormMessage message={answer?.message} />
      <AnsweredLink
        answer={answer?.link && answer.email ? { who: answer.email, link: answer.link } : undefined}
        timeZone={timeZone}
      />
      <Form method="post" className="admin-form" aria-labelledby="platform-reset" noValidate>
        <input type="hidden" name="intent" value="reset" />
        <EmailField
          id="reset-email"
          label="The account's e-mail"
          autoComplete="off"
          defaultValue={answer?.link ? undefined : answer?.email}
          error={answer?.fields?.email}
        />
        <button type="submit" className="admin-button" disabled={busy}>
          Make a reset link
        </button>
      </Form>
    </>
  );
}
