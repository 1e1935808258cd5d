import { MyInvitations } from "#app/admin/components/my-invitations.tsx";
import type { MeRecord } from "#domain/admin-records";

/** Someone signed in who is in no school yet: what they can do, and the invitations they may accept. */
export function NoSchool({ me }: { me: MeRecord }) {
  return (
    <>
      <h1>No school yet</h1>
      <p>
        You are signed in as {me.user.email}, but you are not in a school yet.
        {me.invitations.length === 0 && " Ask the school's owner to invite you."}
      </p>
      <MyInvitations invitations={me.invitations} />
    </>
  );
}
