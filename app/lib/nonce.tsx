import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of the page (server/security-headers.ts).
 * Inline <script> and <style> elements carry it. On the server it comes from
 * the request (app/entry.server.tsx); in the browser from the page's own
 * nonced scripts (browsers hide the attribute's value but keep it in the
 * `nonce` property), so elements React creates later are allowed too.
 */
export const NonceContext = createContext<string | undefined>(undefined);

let documentNonce: string | undefined;

function nonceOfDocument(): string | undefined {
  if (typeof document === "undefined") return undefined;
  documentNonce ||= document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;
  return documentNonce;
}

export function useNonce(): string | undefined {
  return useContext(NonceContext) ?? nonceOfDocument();
}

/**
 * Whether a <style precedence> that React hoists into the head carries the nonce itself. React's stream
 * renderer keeps such a style only when its nonce is the render's own; its string renderer takes no nonce
 * and warns about one, and the server's public path (app/entry.server.tsx) writes it in afterwards.
 */
export const HoistedStyleNonceContext = createContext(true);

export function useHoistedStyleNonce(): string | undefined {
  const nonce = useNonce();
  return useContext(HoistedStyleNonceContext) ? nonce : undefined;
}
