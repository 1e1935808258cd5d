import { data, Form, useNavigation } from "react-router";
import { Field, FormMessage } from "#app/admin/components/field";
import { OneTimeLink } from "#app/admin/components/one-time-link";
import { adminScope } from "#app/admin/lib/active-school.server";
import { createSchool, getPlatformSchools } from "#app/admin/lib/admin-api.server";
import { formatInstant } from "#app/admin/lib/format-time";
import { siteOf } from "#app/load-context";
import type { OneTimeLinkRecord } from "#domain/admin-records";
import type { Route } from "./+types/schools";

export function meta() {
  return [{ title: "Schools · School admin" }, { name: "robots", content: "noindex" }];
}

/** The platform's operator only: the API answers 403 to anyone else, and so does this page. */
async function operatorCaller(request: Request, context: Route.LoaderArgs["context"]) {
  const site = siteOf(context);
  const caller = { site, request };
  const scope = await adminScope(caller, site.schoolCode);
  if (!scope.me.operator) throw data("Only the platform's operator creates schools.", { status: 403 });
  return { caller, timeZone: site.timeZone };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { caller, timeZone } = await operatorCaller(request, context);
  return { schools: await getPlatformSchools(caller), timeZone };
}

type Result = {
  message?: string;
  notice?: string;
  fields?: Record<string, string>;
  values?: Record<string, string>;
  link?: { who: string; link: OneTimeLinkRecord };
};

export async function action({ request, context }: Route.ActionArgs) {
  const { caller } = await operatorCaller(request, context);
  const form = await request.formData();
  const values = {
    code: String(form.get("code") ?? ""),
    name: String(form.get("name") ?? ""),
    ownerEmail: String(form.get("ownerEmail") ?? ""),
  };
  const result = await createSchool(caller, values);
  if (!result.ok) {
    return data<Result>({ message: result.refusal.message, fields: result.refusal.fields, values }, 400);
  }
  const { school, owner, link } = result.value;
  return data<Result>({
    notice: `${school.name} (${school.code}) is ready, with ${owner.email} as its owner.`,
    link: link ? { who: owner.email, link } : undefined,
  });
}

export default function Schools({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const fields = actionData?.fields ?? {};
  return (
    <>
      <h1>Schools</h1>
      <ul className="admin-list">
        {loaderData.schools.map((school) => (
          <li key={school.code}>
            <span>
              <strong>{school.name}</strong> ({school.code})
            </span>
          </li>
        ))}
      </ul>
      <h2 id="new-school">New school</h2>
      <p>
        A new school starts empty, with a profile to fill in; its owner gets a one-time link to set a password. Give it
        a host name with <code>npm run admin -- school domain add CODE HOST</code>.
      </p>
      <FormMessage message={actionData?.message} />
      <FormMessage message={actionData?.notice} kind="success" />
      {actionData?.link && (
        <OneTimeLink
          link={actionData.link.link}
          who={actionData.link.who}
          timeZoneLabel={formatInstant(actionData.link.link.expiresAt, loaderData.timeZone)}
        />
      )}
      <Form method="post" className="admin-form" aria-labelledby="new-school" noValidate key={actionData?.notice}>
        <Field
          name="code"
          label="Code"
          hint="Lower-case letters, digits and -, at most 32. It names the school in addresses."
          required
          autoComplete="off"
          defaultValue={actionData?.values?.code}
          error={fields.code}
        />
        <Field name="name" label="Name" required defaultValue={actionData?.values?.name} error={fields.name} />
        <Field
          name="ownerEmail"
          label="Owner's e-mail"
          type="email"
          required
          autoComplete="off"
          defaultValue={actionData?.values?.ownerEmail}
          error={fields.ownerEmail}
        />
        <button type="submit" className="admin-button" disabled={busy}>
          {busy ? "Creating…" : "Create the school"}
        </button>
      </Form>
    </>
  );
}
