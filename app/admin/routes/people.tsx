import { data, Form, useNavigation } from "react-router";
import { Field, FormMessage } from "#app/admin/components/field.tsx";
import { InvitationList } from "#app/admin/components/invitation-list.tsx";
import { OneTimeLink } from "#app/admin/components/one-time-link.tsx";
import { formatInstant } from "#app/admin/lib/format-time.ts";
import { schoolPage } from "#app/admin/lib/school-scope.server.ts";
import { attempt, loaded } from "#app/admin/lib/staff.server.ts";
import { withArticle } from "#app/admin/lib/with-article.ts";
import type { OneTimeLinkRecord } from "#domain/admin-records";
import { displayNameMax } from "#domain/display-name";
import { roleLabels, schoolRoles } from "#domain/roles";
import type { Route } from "./+types/people";

export function meta() {
  return [{ title: "People · School admin" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff, school, timeZone } = await schoolPage(request, context, "users.manage");
  const [members, invitations] = await loaded(request, async () => {
    const people = await staff.school(school.code);
    return Promise.all([people.people(), people.invitations()]);
  });
  return { members, invitations, timeZone };
}

type ActionResult = {
  intent: string;
  userId?: string;
  message?: string;
  notice?: string;
  fields?: Record<string, string>;
  link?: { who: string; link: OneTimeLinkRecord };
  values?: Record<string, string>;
};

export async function action({ request, context }: Route.ActionArgs) {
  const { staff, school } = await schoolPage(request, context, "users.manage");
  const people = await loaded(request, () => staff.school(school.code));
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const userId = String(form.get("userId") ?? "");
  const who = String(form.get("who") ?? "");
  const answer = (result: ActionResult, status = 200) => data(result, { status });

  if (intent === "invite") {
    const values = {
      email: String(form.get("email") ?? ""),
      name: String(form.get("name") ?? ""),
      role: String(form.get("role") ?? ""),
    };
    const result = await attempt(request, () =>
      people.invite({ ...values, name: values.name || undefined, role: values.role || undefined }),
    );
    if (!result.ok)
      return answer({ intent, message: result.refusal.message, fields: result.refusal.fields, values }, 400);
    const { invitation, link, mailed } = result.value;
    const role = withArticle(roleLabels[invitation.role].name.toLowerCase());
    const who = invitation.name ?? invitation.email;
    return answer({
      intent,
      notice: mailed
        ? `${who} is invited as ${role}. The invitation was e-mailed to them; they join once they accept it.`
        : `${who} is invited as ${role}. They join once they accept it.`,
      link: link ? { who: invitation.email, link } : undefined,
    });
  }
  if (intent === "withdraw") {
    const result = await attempt(
      request,
      () => people.withdrawInvitation(String(form.get("invitationId") ?? "")),
      [404],
    );
    if (!result.ok) return answer({ intent, message: result.refusal.message }, 400);
    return answer({ intent, notice: `The invitation to ${who} is withdrawn.` });
  }
  if (intent === "role") {
    const result = await attempt(request, () => people.changeRole(userId, { role: String(form.get("role") ?? "") }));
    if (!result.ok) return answer({ intent, userId, message: result.refusal.message }, 400);
    return answer({ intent, userId, notice: `${who}'s role is changed.` });
  }
  if (intent === "remove") {
    const result = await attempt(request, () => people.remove(userId));
    if (!result.ok) return answer({ intent, userId, message: result.refusal.message }, 400);
    return answer({ intent, notice: `${who} is no longer in the school.` });
  }
  if (intent === "reset") {
    const result = await attempt(request, () => people.resetLink(userId), [403]);
    if (!result.ok) return answer({ intent, userId, message: result.refusal.message }, 400);
    return answer({ intent, userId, link: { who, link: result.value } });
  }
  return answer({ intent, message: "That form is not one this page knows." }, 400);
}

export default function People({ loaderData, actionData }: Route.ComponentProps) {
  const { members, invitations, timeZone } = loaderData;
  const busy = useNavigation().state === "submitting";
  const invited = actionData?.intent === "invite" ? actionData : undefined;
  const fields = invited?.fields ?? {};
  const values = invited?.values;
  return (
    <>
      <h1>People</h1>
      {actionData?.intent !== "invite" && (
        <>
          <FormMessage message={actionData?.message} />
          <FormMessage message={actionData?.notice} kind="success" />
        </>
      )}
      {actionData?.intent === "reset" && actionData.link && (
        <OneTimeLink
          link={actionData.link.link}
          who={actionData.link.who}
          timeZoneLabel={formatInstant(actionData.link.link.expiresAt, timeZone)}
        />
      )}
      <ul className="admin-people">
        {members.map((member) => (
          <li key={member.userId} className="admin-person">
            <h2 className="admin-person-name">{member.name}</h2>
            <p className="admin-person-email">{member.email}</p>
            <p>
              {roleLabels[member.role].name} since {formatInstant(member.since, timeZone)}
            </p>
            <div className="admin-person-actions">
              <Form method="post" className="admin-inline-form">
                <input type="hidden" name="intent" value="role" />
                <input type="hidden" name="userId" value={member.userId} />
                <input type="hidden" name="who" value={member.name} />
                <label htmlFor={`role-${member.userId}`} className="visually-hidden">
                  Role of {member.name}
                </label>
                <select id={`role-${member.userId}`} name="role" defaultValue={member.role}>
                  {schoolRoles.map((role) => (
                    <option key={role} value={role}>
                      {roleLabels[role].name}
                    </option>
                  ))}
                </select>
                <button type="submit" className="admin-button admin-button-small" disabled={busy}>
                  Change role
                </button>
              </Form>
              <Form method="post">
                <input type="hidden" name="intent" value="reset" />
                <input type="hidden" name="userId" value={member.userId} />
                <input type="hidden" name="who" value={member.email} />
                <button
                  type="submit"
                  className="admin-button admin-button-small admin-button-secondary"
                  disabled={busy}
                >
                  Reset link<span className="visually-hidden"> for {member.name}</span>
                </button>
              </Form>
              <details className="admin-confirm">
                <summary>
                  Remove<span className="visually-hidden"> {member.name}</span>
                </summary>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="userId" value={member.userId} />
                  <input type="hidden" name="who" value={member.name} />
                  <p>
                    {member.name} will no longer reach this school's admin area. Their account and other schools stay.
                  </p>
                  <button type="submit" className="admin-button admin-button-small admin-button-danger" disabled={busy}>
                    Remove {member.name}
                  </button>
                </Form>
              </details>
            </div>
          </li>
        ))}
      </ul>

      <InvitationList invitations={invitations} timeZone={timeZone} busy={busy} />

      <h2 id="invite-heading">Invite someone</h2>
      <FormMessage message={invited?.message} />
      <FormMessage message={invited?.notice} kind="success" />
      {invited?.link && (
        <OneTimeLink
          link={invited.link.link}
          who={invited.link.who}
          timeZoneLabel={formatInstant(invited.link.link.expiresAt, timeZone)}
        />
      )}
      <Form method="post" className="admin-form" aria-labelledby="invite-heading" noValidate key={invited?.notice}>
        <input type="hidden" name="intent" value="invite" />
        <Field
          name="email"
          label="E-mail"
          type="email"
          autoComplete="off"
          required
          defaultValue={values?.email}
          error={fields.email}
        />
        <Field
          name="name"
          label="Name"
          autoComplete="off"
          defaultValue={values?.name}
          error={fields.name}
          maxLength={displayNameMax}
          hint="As the school knows them, in any script, for example Mrs. Meena Iyer. They can correct it when they accept."
        />
        <fieldset className="admin-roles" aria-describedby={fields.role ? "role-error" : undefined}>
          <legend>Role</legend>
          {schoolRoles.map((role) => (
            <div key={role} className="admin-radio">
              <input
                type="radio"
                id={`invite-${role}`}
                name="role"
                value={role}
                defaultChecked={(values?.role ?? "editor") === role}
              />
              <label htmlFor={`invite-${role}`}>
                <strong>{roleLabels[role].name}</strong>: {roleLabels[role].means}
              </label>
            </div>
          ))}
          {fields.role && (
            <p className="admin-error" id="role-error">
              {fields.role}
            </p>
          )}
        </fieldset>
        <button type="submit" className="admin-button" disabled={busy}>
          Invite
        </button>
      </Form>
    </>
  );
}
