import { Form } from "react-router";
import { AddPasskey } from "#app/admin/components/add-passkey.tsx";
import { formatInstant } from "#app/admin/lib/format-time.ts";

type Passkey = { id: string; name: string; createdAt?: string };

/** Your passkeys, each with a way to remove it, and the way to add one. */
export function PasskeyList({ passkeys, timeZone }: { passkeys: Passkey[]; timeZone: string }) {
  return (
    <>
      <h2>Passkeys</h2>
      <p>A passkey signs you in with your phone's or computer's screen lock instead of a password.</p>
      {passkeys.length === 0 ? (
        <p>You have no passkeys yet.</p>
      ) : (
        <ul className="admin-list">
          {passkeys.map((passkey) => (
            <li key={passkey.id}>
              <span>
                <strong>{passkey.name}</strong>
                {passkey.createdAt && <>, added {formatInstant(passkey.createdAt, timeZone)}</>}
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="remove-passkey" />
                <input type="hidden" name="id" value={passkey.id} />
                <button type="submit" className="admin-button admin-button-small admin-button-secondary">
                  Remove<span className="visually-hidden"> passkey {passkey.name}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <AddPasskey />
    </>
  );
}
