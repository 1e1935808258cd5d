import { Field } from "#app/admin/components/field.tsx";
import { minPasswordLength } from "#domain/password-rule";

/** A new password and the same again, as the set-password and invitation pages ask for them. */
export function NewPasswordFields({ fields }: { fields: Record<string, string> }) {
  return (
    <>
      <Field
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        minLength={minPasswordLength}
        hint={`At least ${minPasswordLength} characters. A short sentence is easy to remember and hard to guess.`}
        error={fields.password}
      />
      <Field
        name="confirm"
        label="The same password again"
        type="password"
        autoComplete="new-password"
        required
        error={fields.confirm}
      />
    </>
  );
}
