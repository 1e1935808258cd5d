import type { TransferCertificates } from "#server/operations/transfer-certificates";
import { clientAddress } from "./client-address";
import type { ApiApp, ApiDeps } from "./deps";
import { jsonError } from "./errors";
import { schoolParam } from "./school-param";

/**
 * POST /api/tc/{school} `{admission, name}`: `{data: <stored path>}` or `{data: null}`
 * (server/operations/transfer-certificates.ts), 400 for a malformed body, 429 past the limit.
 */
export function registerTransferCertificates(
  api: ApiApp,
  { config }: Pick<ApiDeps, "config">,
  certificates: TransferCertificates,
): void {
  api.post("/tc/:school", async (c) => {
    const answer = await certificates.lookUp(schoolParam(c), clientAddress(c, config.trustProxy), () => c.req.json());
    switch (answer.kind) {
      case "rate-limited": {
        const retryAfter = answer.retryAfterSeconds;
        c.header("Retry-After", String(retryAfter));
        return jsonError(
          c,
          429,
          "too_many_attempts",
          `Too many unsuccessful attempts. Please try again in ${Math.ceil(retryAfter / 60)} minute(s).`,
        );
      }
      case "bad-request":
        return jsonError(c, 400, "bad_request", answer.message);
      case "missed":
        return c.json({ data: null });
      case "found":
        return c.json({ data: answer.path });
    }
  });
}
