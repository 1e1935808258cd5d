import { Form } from "react-router";
import { formatInstant } from "#app/admin/lib/format-time.ts";

type Session = { id: string; device: string; address: string; lastUsed: string; current: boolean };

/** The devices you are signed in on, and the way to sign out on all of them. */
export function SessionList({ sessions, timeZone }: { sessions: Session[]; timeZone: string }) {
  return (
    <>
      <h2>Where you are signed in</h2>
      <ul className="admin-list">
        {sessions.map((session) => (
          <li key={session.id}>
            <span>
              <strong>{session.device}</strong>
              {session.current && " (this device)"}, from {session.address}, last used{" "}
              {formatInstant(session.lastUsed, timeZone)}
            </span>
          </li>
        ))}
      </ul>
      <p>A session ends by itself after 12 hours without use.</p>
      <Form method="post">
        <input type="hidden" name="intent" value="sign-out-everywhere" />
        <button type="submit" className="admin-button admin-button-secondary">
          Sign out everywhere
        </button>
      </Form>
    </>
  );
}
