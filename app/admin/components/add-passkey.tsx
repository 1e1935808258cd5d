import { useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";

/** Adds a passkey to the signed-in person's account; needs JavaScript and a browser with WebAuthn. */
export function AddPasskey() {
  const [supported, setSupported] = useState<boolean>();
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: "error" | "success"; text: string }>();
  const navigate = useNavigate();
  const inputId = useId();
  useEffect(() => setSupported(typeof window.PublicKeyCredential === "function"), []);
  if (supported === undefined) return null;
  if (!supported) return <p>This browser cannot make passkeys. Use a recent Chrome, Safari, Edge or Firefox.</p>;

  async function add() {
    setBusy(true);
    setMessage(undefined);
    const { passkeyAuthClient } = await import("#app/admin/lib/passkey-client.ts");
    const result = await passkeyAuthClient().passkey.addPasskey({ name: name.trim() || undefined });
    setBusy(false);
    if (result?.error) {
      setMessage({
        kind: "error",
        text: "The passkey was not added. Try again; sign in again first if it keeps failing.",
      });
      return;
    }
    setName("");
    setMessage({ kind: "success", text: "Passkey added. Next time, sign in with it." });
    // Loads the page again (its loader lists the passkeys), keeping the message.
    navigate(".", { replace: true, preventScrollReset: true });
  }

  return (
    <div className="admin-form">
      <div className="admin-field">
        <label htmlFor={inputId}>Name of the new passkey (optional)</label>
        <input id={inputId} value={name} onChange={(event) => setName(event.target.value)} placeholder="Office PC" />
      </div>
      <button type="button" className="admin-button" onClick={add} disabled={busy}>
        {busy ? "Waiting for your device…" : "Add a passkey"}
      </button>
      {message && (
        <p
          className={message.kind === "error" ? "admin-alert" : "admin-notice"}
          role={message.kind === "error" ? "alert" : "status"}
        >
          {message.text}
        </p>
      )}
    </div>
  );
}
