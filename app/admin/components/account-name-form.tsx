import { Form } from "react-router";
import { Field } from "#app/admin/components/field.tsx";
import { displayNameMax } from "#domain/display-name";

/** Your own name; a refused one comes back with what was typed, so the field keeps it beside its error. */
export function AccountNameForm(props: {
  name: string;
  refused?: { fields: Record<string, string>; name: string };
  busy: boolean;
}) {
  const { name, refused, busy } = props;
  return (
    <>
      <h2 id="name-heading">Your name</h2>
      <Form method="post" className="admin-form" aria-labelledby="name-heading" noValidate key={name}>
        <input type="hidden" name="intent" value="name" />
        <Field
          name="name"
          label="Name"
          autoComplete="name"
          required
          maxLength={displayNameMax}
          defaultValue={refused?.name ?? name}
          error={refused?.fields.name}
          hint="How the admin area greets you and the activity log names you, in any script."
        />
        <button type="submit" className="admin-button admin-button-secondary" disabled={busy}>
          Save name
        </button>
      </Form>
    </>
  );
}
