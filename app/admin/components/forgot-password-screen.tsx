import { Form, Link, useNavigation } from "react-router";
import { EmailField, FormMessage } from "#app/admin/components/field.tsx";

type Answer = { email: string; message?: string; fields: Record<string, string>; refused: boolean };

/** A reset link mailed to the address on file (decision 0077): the page says the same for every address. */
export function ForgotPasswordScreen({ mails, answer }: { mails: boolean; answer?: Answer }) {
  const busy = useNavigation().state === "submitting";
  if (!mails) {
    return (
      <main id="main" className="admin-narrow" tabIndex={-1}>
        <h1>Forgotten password</h1>
        <p>
          This platform sends no mail, so a link cannot be mailed to you. Ask your school's owner for a reset link; if
          you work for more than one school, ask the platform's operator.
        </p>
        <BackToSignIn />
      </main>
    );
  }
  return (
    <main id="main" className="admin-narrow" tabIndex={-1}>
      <h1>Forgotten password</h1>
      <p>Enter the e-mail address you sign in with. A link to set a new password is mailed to it.</p>
      {answer && Object.keys(answer.fields).length === 0 && (
        <FormMessage message={answer.message} kind={answer.refused ? "error" : "success"} />
      )}
      <Form method="post" className="admin-form" noValidate>
        <EmailField autoComplete="username" defaultValue={answer?.email} error={answer?.fields.email} />
        <button type="submit" className="admin-button" disabled={busy}>
          {busy ? "Sending…" : "Send the link"}
        </button>
      </Form>
      <BackToSignIn />
    </main>
  );
}

function BackToSignIn() {
  return (
    <p>
      <Link to="/admin/sign-in">Back to sign in</Link>
    </p>
  );
}
