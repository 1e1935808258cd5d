import { Form } from "react-router";
import { HiddenFields } from "#app/admin/components/confirm-form.tsx";
import { formatInstant } from "#app/admin/lib/format-time.ts";
import type { InvitationRecord } from "#domain/admin-records";
import { roleLabels } from "#domain/roles";

/** The school's invitations still waiting to be accepted (decision 0077), each with Withdraw. */
export function InvitationList({
  invitations,
  timeZone,
  busy,
}: {
  invitations: InvitationRecord[];
  timeZone: string;
  busy: boolean;
}) {
  if (invitations.length === 0) return null;
  return (
    <>
      <h2 id="invitations-heading">Invitations waiting</h2>
      <p className="admin-hint">These people join the school when they accept. Until then they see nothing of it.</p>
      <ul className="admin-people" aria-labelledby="invitations-heading">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="admin-person">
            <p className="admin-person-email">{invitation.email}</p>
            <p>
              Invited as {roleLabels[invitation.role].name.toLowerCase()}; waits until{" "}
              {formatInstant(invitation.expiresAt, timeZone)}
            </p>
            <Form method="post">
              <HiddenFields values={{ intent: "withdraw", invitationId: invitation.id, who: invitation.email }} />
              <button type="submit" className="admin-button admin-button-small admin-button-secondary" disabled={busy}>
                Withdraw<span className="visually-hidden"> the invitation to {invitation.email}</span>
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </>
  );
}
