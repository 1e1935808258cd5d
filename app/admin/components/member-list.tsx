import { Form } from "react-router";
import { ConfirmForm, HiddenFields } from "#app/admin/components/confirm-form.tsx";
import { formatInstant } from "#app/admin/lib/format-time.ts";
import type { MemberRecord } from "#domain/admin-records";
import { roleLabels, schoolRoles } from "#domain/roles";

/** The school's people, each with a role to change, a reset link to make, and a way out of the school. */
export function MemberList({ members, timeZone, busy }: { members: MemberRecord[]; timeZone: string; busy: boolean }) {
  return (
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
              <HiddenFields values={{ intent: "role", userId: member.userId, who: member.name }} />
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
              <HiddenFields values={{ intent: "reset", userId: member.userId, who: member.email }} />
              <button type="submit" className="admin-button admin-button-small admin-button-secondary" disabled={busy}>
                Reset link<span className="visually-hidden"> for {member.name}</span>
              </button>
            </Form>
            <ConfirmForm
              summary={
                <>
                  Remove<span className="visually-hidden"> {member.name}</span>
                </>
              }
              hidden={{ intent: "remove", userId: member.userId, who: member.name }}
            >
              <p>{member.name} will no longer reach this school's admin area. Their account and other schools stay.</p>
              <button type="submit" className="admin-button admin-button-small admin-button-danger" disabled={busy}>
                Remove {member.name}
              </button>
            </ConfirmForm>
          </div>
        </li>
      ))}
    </ul>
  );
}
