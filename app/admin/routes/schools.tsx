import { data, Form, useNavigation } from "react-router";
import { Field, FormMessage } from "#app/admin/components/field.tsx";
import { OneTimeLink } from "#app/admin/components/one-time-link.tsx";
import { type PlatformResetAnswer, PlatformResetForm } from "#app/admin/components/platform-reset-form.tsx";
import { SchoolQuotaForm } from "#app/admin/components/school-quota-form.tsx";
import { formatInstant } from "#app/admin/lib/format-time.ts";
import { attempt, loaded, staffOf } from "#app/admin/lib/staff.server.ts";
import { siteOf } from "#app/load-context.ts";
import type { OneTimeLinkRecord } from "#domain/admin-records";
import { formatBytes } from "#domain/media-rules";
import type { Route } from "./+types/schools";

export function meta() {
  return [{ title: "Schools · School admin" }, { name: "robots", content: "noindex" }];
}

/** The platform's operator only: the operations refuse anyone else, and so does this page, in its own words. */
async function operatorOf(request: Request, context: Route.LoaderArgs["context"]) {
  const staff = await staffOf(request, context);
  if (!staff.account.operator) throw data("Only the platform's operator creates schools.", { status: 403 });
  return { platform: staff.platform, timeZone: siteOf(context).timeZone };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { platform, timeZone } = await operatorOf(request, context);
  return { schools: await loaded(request, () => platform.schools()), timeZone };
}

type Result = {
  /** The school whose quota form answered, when it was that form. */
  quotaFor?: string;
  message?: string;
  notice?: string;
  fields?: Record<string, string>;
  values?: Record<string, string>;
  link?: { who: string; link: OneTimeLinkRecord };
  /** The answer of the reset-link form, when it was that form. */
  reset?: PlatformResetAnswer;
};

export async function action({ request, context }: Route.ActionArgs) {
  const { platform } = await operatorOf(request, context);
  const form = await request.formData();
  if (form.get("intent") === "quota") {
    const code = String(form.get("code") ?? "");
    const quotaMb = String(form.get("quotaMb") ?? "").trim();
    const result = await attempt(request, () => platform.setQuota(code, { quotaMb }));
    if (!result.ok) {
      return data<Result>(
        { quotaFor: code, message: result.refusal.message, fields: result.refusal.fields, values: { quotaMb } },
        400,
      );
    }
    const own = result.value.ownQuotaMb;
    return data<Result>({
      quotaFor: code,
      notice: own === null ? `${code} has the platform's storage quota again.` : `${code} may now store ${own} MB.`,
    });
  }
  if (form.get("intent") === "reset") {
    const email = String(form.get("email") ?? "");
    const result = await attempt(request, () => platform.resetLink({ email }), [404]);
    if (!result.ok) return data<Result>({ reset: { email, ...result.refusal } }, 400);
    return data<Result>({ reset: { email, link: result.value } });
  }
  const values = {
    code: String(form.get("code") ?? ""),
    name: String(form.get("name") ?? ""),
    ownerEmail: String(form.get("ownerEmail") ?? ""),
  };
  const result = await attempt(request, () => platform.createSchool(values));
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
  const quotaAnswer = actionData?.quotaFor ? actionData : undefined;
  const created = actionData?.quotaFor || actionData?.reset ? undefined : actionData;
  const fields = created?.fields ?? {};
  return (
    <>
      <h1>Schools</h1>
      <ul className="admin-list">
        {loaderData.schools.map((school) => (
          <li key={school.code}>
            <span>
              <strong>{school.name}</strong> ({school.code})
              <br />
              {formatBytes(school.usedBytes)} used of {formatBytes(school.quotaBytes)}
              {school.ownQuotaMb === null ? " (the platform's quota)" : " (its own quota)"}
            </span>
            <SchoolQuotaForm
              school={school}
              busy={busy}
              answer={quotaAnswer?.quotaFor === school.code ? quotaAnswer : undefined}
            />
          </li>
        ))}
      </ul>
      <h2 id="new-school">New school</h2>
      <p>
        A new school starts empty, with a profile to fill in; its owner gets a one-time link to set a password. Give it
        a host name with <code>npm run admin -- school domain add CODE HOST</code>.
      </p>
      <FormMessage message={created?.message} />
      <FormMessage message={created?.notice} kind="success" />
      {created?.link && (
        <OneTimeLink
          link={created.link.link}
          who={created.link.who}
          timeZoneLabel={formatInstant(created.link.link.expiresAt, loaderData.timeZone)}
        />
      )}
      <Form method="post" className="admin-form" aria-labelledby="new-school" noValidate key={created?.notice}>
        <Field
          name="code"
          label="Code"
          hint="Lower-case letters, digits and -, at most 32. It names the school in addresses."
          required
          autoComplete="off"
          defaultValue={created?.values?.code}
          error={fields.code}
        />
        <Field name="name" label="Name" required defaultValue={created?.values?.name} error={fields.name} />
        <Field
          name="ownerEmail"
          label="Owner's e-mail"
          type="email"
          required
          autoComplete="off"
          defaultValue={created?.values?.ownerEmail}
          error={fields.ownerEmail}
        />
        <button type="submit" className="admin-button" disabled={busy}>
          {busy ? "Creating…" : "Create the school"}
        </button>
      </Form>
      <PlatformResetForm answer={actionData?.reset} busy={busy} timeZone={loaderData.timeZone} />
    </>
  );
}
