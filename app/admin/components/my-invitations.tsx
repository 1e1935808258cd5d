import { Form } from "react-router";
import { withArticle } from "#app/admin/lib/with-article.ts";
import type { MyInvitationRecord } from "#domain/admin-records";
import { roleLabels } from "#domain/roles";

/** Invitations to schools waiting for the signed-in person: accept to join, or decline (decision 0077). */
export function MyInvitations({ invitations }: { invitations: MyInvitationRecord[] }) {
  if (invitations.length === 0) return null;
  return (
    <section className="admin-invitations" aria-labelledby="my-invitations-heading">
      <h2 id="my-invitations-heading">Invitations for you</h2>
      <ul>
        {invitations.map((invitation) => (
          <li key={invitation.id}>
            <p>
              <strong>{invitation.schoolName}</strong> invites you as{" "}
              {withArticle(roleLabels[invitation.role].name.toLowerCase())}. {roleLabels[invitation.role].means}
            </p>
            <Form method="post" action="/admin" className="admin-inline-form">
              <input type="hidden" name="invitation" value={invitation.id} />
              <input type="hidden" name="school" value={invitation.schoolCode} />
              <button type="submit" name="intent" value="accept-invitation" className="admin-button admin-button-small">
                Accept<span className="visually-hidden"> the invitation of {invitation.schoolName}</span>
              </button>
              <button
                type="submit"
                name="intent"
                value="decline-invitation"
                className="admin-button admin-button-small admin-button-secondary"
              >
                Decline<span className="visually-hidden"> the invitation of {invitation.schoolName}</span>
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
