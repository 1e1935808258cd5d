import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The two links of an alert subscription (decision 0089).
 *
 * - The confirmation link's token is random, mailed once, and kept only as its SHA-256 (as an
 *   invitation's, database/queries/invitations.ts): the table alone confirms nothing.
 * - The manage and unsubscribe links go in every mail, so they cannot be random and forgotten:
 *   each is the subscriber's id with an HMAC of it under the platform's secret (AUTH_SECRET).
 *   Nothing of it is stored, so the table alone opens no one's preferences either.
 */

export function sha256(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: sha256(token) };
}

function signature(secret: string, school: string, id: string): string {
  return createHmac("sha256", secret).update(`alerts:${school}:${id}`).digest("base64url");
}

/** The token of a subscriber's manage and unsubscribe links. */
export function manageToken(secret: string, school: string, subscriberId: string): string {
  return `${subscriberId}.${signature(secret, school, subscriberId)}`;
}

/** The subscriber a manage token names, when its signature is this platform's for this school. */
export function subscriberOfToken(secret: string, school: string, token: string): string | undefined {
  const dot = token.lastIndexOf(".");
  if (dot <= 0 || token.length > 200) return undefined;
  const id = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signature(secret, school, id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
}
