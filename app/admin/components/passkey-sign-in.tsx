import { useEffect, useState } from "react";

/**
 * "Sign in with a passkey": shown once the page runs JavaScript in a browser that has WebAuthn.
 * better-auth's client (and SimpleWebAuthn) load on the first press, not with the page.
 */
export function PasskeySignIn({ next }: { next: string }) {
  const [supported, setSupported] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string>();
  useEffect(() => {
    setSupported(typeof window.PublicKeyCredential === "function");
  }, []);
  if (!supported) return null;

  async function signIn() {
    setBusy(true);
    setMessage(undefined);
    const { passkeyAuthClient } = await import("#app/admin/lib/passkey-client.ts");
    const { error } = await passkeyAuthClient().signIn.passkey();
    if (error) {
      setMessage("That passkey did not sign you in. Try again, or use your e-mail and password.");
      setBusy(false);
      return;
    }
    window.location.assign(next);
  }

  return (
    <div className="admin-passkey">
      <p className="admin-or">or</p>
      <button type="button" className="admin-button admin-button-secondary" onClick={signIn} disabled={busy}>
        {busy ? "Waiting for your passkey…" : "Sign in with a passkey"}
      </button>
      {message && (
        <p className="admin-alert" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
