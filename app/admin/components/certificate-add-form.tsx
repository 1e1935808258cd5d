import { Form } from "react-router";
import { answered, Field, FormMessage } from "#app/admin/components/field.tsx";

type Answer = { message?: string; notice?: string; fields?: Record<string, string>; values?: Record<string, string> };

/** One certificate added by hand: admission number, the student's full name, and the file. */
export function CertificateAddForm({ answer, busy }: { answer?: Answer; busy: boolean }) {
  return (
    <>
      <h2 id="add-heading">Add a certificate</h2>
      <FormMessage message={answer?.message} />
      <FormMessage message={answer?.notice} kind="success" />
      <Form
        method="post"
        encType="multipart/form-data"
        className="admin-form"
        aria-labelledby="add-heading"
        noValidate
        key={answer?.notice}
      >
        <input type="hidden" name="intent" value="add" />
        <Field {...answered(answer, "admission")} label="Admission No." autoComplete="off" required />
        <Field
          {...answered(answer, "name")}
          label="Student Full Name"
          autoComplete="off"
          required
          hint="As on the certificate: visitors must type it to download it."
        />
        <Field
          name="file"
          label="Certificate file"
          type="file"
          accept=".pdf,.jpg,.jpeg,.png"
          required
          error={answer?.fields?.file}
          hint="A PDF, JPEG or PNG, at most 20 MB."
        />
        <button type="submit" className="admin-button" disabled={busy}>
          Add the certificate
        </button>
      </Form>
    </>
  );
}
