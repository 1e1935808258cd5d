import { passkeyClient } from "@better-auth/passkey/client";
import { createAuthClient } from "better-auth/client";

/** better-auth's browser client with its passkey plugin, against this site's /api/auth. Loaded on demand. */
export function passkeyAuthClient() {
  return createAuthClient({ baseURL: window.location.origin, basePath: "/api/auth", plugins: [passkeyClient()] });
}
