import { data, Form, Link, useNavigation } from "react-router";
import { Field, FormMessage } from "#app/admin/components/field.tsx";
import {
  addCertificate,
  getCertificates,
  replaceCertificate,
  withdrawCertificate,
} from "#app/admin/lib/records.server.ts";
import { count } from "#app/admin/lib/records-format.ts";
import { schoolPage } from "#app/admin/lib/school-scope.server.ts";
import { can } from "#domain/roles";
import "#app/admin/records.css";
import type { Route } from "./+types/records-certificates";

export function meta() {
  return [{ title: "Transfer certificates · School admin" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { caller, school } = await schoolPage(request, context, "admin.enter");
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim();
  const all = await getCertificates(caller);
  const needle = query.toLowerCase();
  const certificates = needle
    ? all.filter((entry) => `${entry.admission} ${entry.name}`.toLowerCase().includes(needle))
    : all;
  return { certificates, total: all.length, query, canChange: can(school.role, "content.publish") };
}

type ActionResult = {
  intent: string;
  id?: string;
  message?: string;
  notice?: string;
  fields?: Record<string, string>;
  values?: Record<string, string>;
};

export async function action({ request, context }: Route.ActionArgs) {
  const { caller } = await schoolPage(request, context, "content.publish");
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  const who = String(form.get("who") ?? "");
  const answer = (result: ActionResult, status = 200) => data(result, { status });

  if (intent === "add") {
    const values = { admission: String(form.get("admission") ?? ""), name: String(form.get("name") ?? "") };
    const result = await addCertificate(caller, form);
    if (!result.ok)
      return answer({ intent, message: result.refusal.message, fields: result.refusal.fields, values }, 400);
    return answer({ intent, notice: `The certificate of ${values.admission} is on the site.` });
  }
  if (intent === "replace") {
    const result = await replaceCertificate(caller, id, form);
    if (!result.ok) return answer({ intent, id, message: result.refusal.fields.file ?? result.refusal.message }, 400);
    return answer({ intent, notice: `The certificate of ${who} has its new file.` });
  }
  if (intent === "withdraw") {
    const result = await withdrawCertificate(caller, id);
    if (!result.ok) return answer({ intent, id, message: result.refusal.message }, 400);
    return answer({ intent, notice: `The certificate of ${who} is withdrawn.` });
  }
  return answer({ intent, message: "That form is not one this page knows." }, 400);
}

export default function Certificates({ loaderData, actionData }: Route.ComponentProps) {
  const { certificates, total, query, canChange } = loaderData;
  const busy = useNavigation().state === "submitting";
  const added = actionData?.intent === "add" ? actionData : undefined;
  const fields = added?.fields ?? {};
  return (
    <>
      <p>
        <Link to="/admin/records">Records</Link>
      </p>
      <h1>Transfer certificates</h1>
      <p>
        Every issued certificate is on the site: anyone with the admission number and the student's full name can
        download it from the Transfer Certificate page.
      </p>
      {actionData?.intent !== "add" && (
        <>
          <FormMessage message={actionData?.message} />
          <FormMessage message={actionData?.notice} kind="success" />
        </>
      )}
      {canChange && (
        <p>
          <Link to="/admin/records/certificates/bulk">Upload many certificates at once</Link>
        </p>
      )}

      <h2 id="list-heading">Certificates on the site</h2>
      <Form method="get" className="admin-filters" role="search" aria-label="Certificates">
        <div className="admin-field">
          <label htmlFor="filter-q">Admission number or name</label>
          <input id="filter-q" name="q" type="search" defaultValue={query} />
        </div>
        <button type="submit" className="admin-button admin-button-small">
          Find
        </button>
      </Form>
      <p role="status">
        {query ? `${count(certificates.length, "certificate")} of ${total} match.` : `${count(total, "certificate")}.`}
      </p>
      <ul className="admin-people" aria-labelledby="list-heading">
        {certificates.map((entry) => (
          <li key={entry.id} className="admin-person">
            <h3 className="admin-person-name">{entry.admission}</h3>
            <p>{entry.name}</p>
            <div className="admin-person-actions">
              <a href={`/api/image/${entry.storedPath}`}>
                Open the file<span className="visually-hidden"> of {entry.admission}</span>
              </a>
              {canChange && (
                <>
                  <details className="admin-confirm">
                    <summary>
                      Replace the file<span className="visually-hidden"> of {entry.admission}</span>
                    </summary>
                    <Form method="post" encType="multipart/form-data">
                      <input type="hidden" name="intent" value="replace" />
                      <input type="hidden" name="id" value={entry.id} />
                      <input type="hidden" name="who" value={entry.admission} />
                      <div className="admin-field">
                        <label htmlFor={`replace-${entry.id}`}>New file for {entry.admission} (PDF, JPEG or PNG)</label>
                        <input
                          id={`replace-${entry.id}`}
                          name="file"
                          type="file"
                          accept=".pdf,.jpg,.jpeg,.png"
                          required
                        />
                      </div>
                      <button type="submit" className="admin-button admin-button-small" disabled={busy}>
                        Replace<span className="visually-hidden"> the file of {entry.admission}</span>
                      </button>
                    </Form>
                  </details>
                  <details className="admin-confirm">
                    <summary>
                      Withdraw<span className="visually-hidden"> {entry.admission}</span>
                    </summary>
                    <Form method="post">
                      <input type="hidden" name="intent" value="withdraw" />
                      <input type="hidden" name="id" value={entry.id} />
                      <input type="hidden" name="who" value={entry.admission} />
                      <p>The certificate leaves the site at once; its download link stops working.</p>
                      <button
                        type="submit"
                        className="admin-button admin-button-small admin-button-danger"
                        disabled={busy}
                      >
                        Withdraw {entry.admission}
                      </button>
                    </Form>
                  </details>
                </>
              )}
            </div>
          </li>
        ))}
      </ul>

      {canChange && (
        <>
          <h2 id="add-heading">Add a certificate</h2>
          <FormMessage message={added?.message} />
          <FormMessage message={added?.notice} kind="success" />
          <Form
            method="post"
            encType="multipart/form-data"
            className="admin-form"
            aria-labelledby="add-heading"
            noValidate
            key={added?.notice}
          >
            <input type="hidden" name="intent" value="add" />
            <Field
              name="admission"
              label="Admission No."
              autoComplete="off"
              required
              defaultValue={added?.values?.admission}
              error={fields.admission}
            />
            <Field
              name="name"
              label="Student Full Name"
              autoComplete="off"
              required
              defaultValue={added?.values?.name}
              error={fields.name}
              hint="As on the certificate: visitors must type it to download it."
            />
            <Field
              name="file"
              label="Certificate file"
              type="file"
              accept=".pdf,.jpg,.jpeg,.png"
              required
              error={fields.file}
              hint="A PDF, JPEG or PNG, at most 20 MB."
            />
            <button type="submit" className="admin-button" disabled={busy}>
              Add the certificate
            </button>
          </Form>
        </>
      )}
    </>
  );
}
