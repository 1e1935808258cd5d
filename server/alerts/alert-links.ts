import { manageToken } from "./alert-tokens";

/** The links every alert mail carries (decision 0089): the preferences page and the one-click unsubscribe. */
export function subscriberLinks(origin: string, secret: string, school: string, subscriberId: string) {
  const token = encodeURIComponent(manageToken(secret, school, subscriberId));
  return {
    manage: `${origin}/Subscribe?manage=${token}`,
    unsubscribe: `${origin}/Subscribe?unsubscribe=${token}`,
    // RFC 8058: a POST to this address, with no sign-in and nothing else, unsubscribes.
    oneClick: `${origin}/api/alerts/${encodeURIComponent(school)}/unsubscribe?token=${token}`,
  };
}

/** The headers Gmail and Yahoo require of bulk senders (RFC 2369, RFC 8058). */
export function unsubscribeHeaders(oneClick: string): Record<string, string> {
  return { "List-Unsubscribe": `<${oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
