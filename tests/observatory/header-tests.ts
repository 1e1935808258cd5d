// The other tests of src/analyzer/tests/*.js: HSTS, cookies, CORS, referrer, SRI, X-Content-Type-Options, X-Frame-Options, CORP.
import type { CspOutcome } from "./csp-test";
import type { Expectation, ObservedResponse } from "./score-table";

/** The scanner keeps the worse of two results, "worse" being later in the test's goodness list. */
function onlyIfWorse(next: Expectation, current: Expectation | null, goodness: Expectation[]): Expectation {
  if (!current) return next;
  return goodness.indexOf(next) > goodness.indexOf(current) ? next : current;
}

export function hstsTest(response: ObservedResponse): { result: Expectation; pass: boolean } {
  if (new URL(response.url).protocol !== "https:") return { result: "hsts-not-implemented-no-https", pass: false };
  let result: Expectation = "hsts-not-implemented";
  const header = response.headers.get("strict-transport-security");
  if (header) {
    if (header.includes(",")) result = "hsts-header-invalid";
    else {
      let maxAge: number | null = null;
      for (const parameter of header.split(";").map((p) => p.trim().toLowerCase())) {
        if (parameter.startsWith("max-age=")) maxAge = Number.parseInt(parameter.slice(8, 128), 10);
      }
      if (maxAge === null || Number.isNaN(maxAge)) result = "hsts-header-invalid";
      // 15768000 is six months; the scanner accepts 15552000 ("a white lie").
      else
        result =
          maxAge < 15_552_000
            ? "hsts-implemented-max-age-less-than-six-months"
            : "hsts-implemented-max-age-at-least-six-months";
    }
  }
  if (response.hstsPreloaded) result = "hsts-preloaded";
  return { result, pass: result === "hsts-implemented-max-age-at-least-six-months" || result === "hsts-preloaded" };
}

export function cookiesTest(response: ObservedResponse, hsts: boolean): { result: Expectation; pass: boolean } {
  const goodness: Expectation[] = [
    "cookies-without-secure-flag-but-protected-by-hsts",
    "cookies-without-secure-flag",
    "cookies-session-without-secure-flag-but-protected-by-hsts",
    "cookies-samesite-flag-invalid",
    "cookies-anticsrf-without-samesite-flag",
    "cookies-session-without-httponly-flag",
    "cookies-session-without-secure-flag",
  ];
  const cookies = response.headers.getSetCookie();
  if (cookies.length === 0) return { result: "cookies-not-found", pass: true };
  let result: Expectation | null = null;
  let missingSameSite = false;
  for (const raw of cookies) {
    const [pair, ...attributes] = raw.split(";").map((part) => part.trim());
    const key = (pair.split("=")[0] ?? "").toLowerCase();
    const attrs = new Map(
      attributes.map((a) => [a.split("=")[0].trim().toLowerCase(), (a.split("=")[1] ?? "").trim()]),
    );
    const secure = attrs.has("secure");
    const httpOnly = attrs.has("httponly");
    const sameSite = attrs.get("samesite")?.toLowerCase();
    const session = key.includes("login") || key.includes("sess");
    if (attrs.has("samesite") && !["lax", "strict", "none"].includes(sameSite ?? "")) {
      result = onlyIfWorse("cookies-samesite-flag-invalid", result, goodness);
    }
    if (!secure && sameSite === "none") result = onlyIfWorse("cookies-samesite-flag-invalid", result, goodness);
    if (!secure) {
      result = onlyIfWorse(
        hsts ? "cookies-without-secure-flag-but-protected-by-hsts" : "cookies-without-secure-flag",
        result,
        goodness,
      );
    }
    if (key.includes("csrf") && !sameSite)
      result = onlyIfWorse("cookies-anticsrf-without-samesite-flag", result, goodness);
    if (session && !secure) {
      result = onlyIfWorse(
        hsts ? "cookies-session-without-secure-flag-but-protected-by-hsts" : "cookies-session-without-secure-flag",
        result,
        goodness,
      );
    }
    if (session && !httpOnly) result = onlyIfWorse("cookies-session-without-httponly-flag", result, goodness);
    if (!sameSite) missingSameSite = true;
  }
  result ??= missingSameSite
    ? "cookies-secure-with-httponly-sessions"
    : "cookies-secure-with-httponly-sessions-and-samesite";
  return {
    result,
    pass: ["cookies-secure-with-httponly-sessions", "cookies-secure-with-httponly-sessions-and-samesite"].includes(
      result,
    ),
  };
}

export function corsTest(response: ObservedResponse): { result: Expectation; pass: boolean } {
  const probe = response.corsProbe ?? {
    origin: "https://http-observatory.security.mozilla.org",
    headers: response.headers,
  };
  const acao = probe.headers.get("access-control-allow-origin")?.trim().toLowerCase();
  if (!acao) return { result: "cross-origin-resource-sharing-not-implemented", pass: true };
  if (acao === "*") return { result: "cross-origin-resource-sharing-implemented-with-public-access", pass: true };
  const credentials = probe.headers.get("access-control-allow-credentials")?.trim().toLowerCase() === "true";
  if (acao === probe.origin.toLowerCase() && credentials) {
    return { result: "cross-origin-resource-sharing-implemented-with-universal-access", pass: false };
  }
  return { result: "cross-origin-resource-sharing-implemented-with-restricted-access", pass: true };
}

export function referrerTest(response: ObservedResponse): { result: Expectation; pass: boolean } {
  const goodness = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];
  const badness = ["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"];
  const header = response.headers.get("referrer-policy");
  if (!header) return { result: "referrer-policy-not-implemented", pass: true };
  const policy =
    header
      .split(",")
      .map((value) => value.trim().toLowerCase())
      .filter((value) => goodness.includes(value) || badness.includes(value))
      .at(-1) ?? "";
  if (goodness.includes(policy)) return { result: "referrer-policy-private", pass: true };
  if (badness.includes(policy)) return { result: "referrer-policy-unsafe", pass: false };
  return { result: "referrer-policy-header-invalid", pass: false };
}

export function sriTest(response: ObservedResponse): { result: Expectation; pass: boolean } {
  const mime = (response.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (mime && mime !== "text/html" && mime !== "application/xhtml+xml") {
    return { result: "sri-not-implemented-response-not-html", pass: true };
  }
  const goodness: Expectation[] = [
    "sri-implemented-and-all-scripts-loaded-securely",
    "sri-implemented-and-external-scripts-loaded-securely",
    "sri-implemented-but-external-scripts-not-loaded-securely",
    "sri-not-implemented-but-external-scripts-loaded-securely",
    "sri-not-implemented-and-external-scripts-not-loaded-securely",
    "sri-not-implemented-response-not-html",
  ];
  const page = new URL(response.url);
  // The scanner parses with JSDOM; script start tags are enough to find src and integrity.
  const scripts = [...(response.body ?? "").matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1]);
  let result: Expectation | null = null;
  let foreign = false;
  for (const attributes of scripts) {
    const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    if (!src) continue;
    const value = src[1] ?? src[2] ?? src[3] ?? "";
    const integrity = /\sintegrity\s*=/i.test(attributes);
    const relativeProtocol = /^\/\/[^/]/.test(value);
    const full = /^https?:\/\//i.test(value);
    const relativeOrigin = !relativeProtocol && !full;
    // Same registrable domain, approximated by the host (the scanner uses tldts).
    const sameDomain = relativeProtocol || relativeOrigin || (full && new URL(value).hostname === page.hostname);
    const secureOrigin = relativeOrigin || (sameDomain && !relativeProtocol);
    const secureScheme = full ? new URL(value).protocol === "https:" : relativeOrigin && page.protocol === "https:";
    if (!secureOrigin) {
      foreign = true;
      if (integrity && !secureScheme)
        result = onlyIfWorse("sri-implemented-but-external-scripts-not-loaded-securely", result, goodness);
      else if (!integrity && secureScheme)
        result = onlyIfWorse("sri-not-implemented-but-external-scripts-loaded-securely", result, goodness);
      else if (!integrity)
        result = onlyIfWorse("sri-not-implemented-and-external-scripts-not-loaded-securely", result, goodness);
    } else if (integrity && secureScheme && !result) result = "sri-implemented-and-all-scripts-loaded-securely";
  }
  if (scripts.length === 0) result = "sri-not-implemented-but-no-scripts-loaded";
  else
    result ??= foreign
      ? "sri-implemented-and-external-scripts-loaded-securely"
      : "sri-not-implemented-but-all-scripts-loaded-from-secure-origin";
  const pass = [
    "sri-implemented-and-all-scripts-loaded-securely",
    "sri-implemented-and-external-scripts-loaded-securely",
    "sri-not-implemented-response-not-html",
    "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
    "sri-not-implemented-but-no-scripts-loaded",
  ].includes(result);
  return { result, pass };
}

export function xctoTest(response: ObservedResponse): { result: Expectation; pass: boolean } {
  const header = response.headers.get("x-content-type-options");
  if (!header) return { result: "x-content-type-options-not-implemented", pass: false };
  const ok = header.slice(0, 256).trim().toLowerCase() === "nosniff";
  return { result: ok ? "x-content-type-options-nosniff" : "x-content-type-options-header-invalid", pass: ok };
}

export function xfoTest(response: ObservedResponse, csp: CspOutcome): { result: Expectation; pass: boolean } {
  const header = response.headers.get("x-frame-options")?.trim().toLowerCase();
  let result: Expectation = "x-frame-options-not-implemented";
  if (header === "deny" || header === "sameorigin") result = "x-frame-options-sameorigin-or-deny";
  else if (header?.startsWith("allow-from")) result = "x-frame-options-allow-from-origin";
  else if (header) result = "x-frame-options-header-invalid";
  if (csp.data?.has("frame-ancestors")) result = "x-frame-options-implemented-via-csp";
  return { result, pass: !["x-frame-options-not-implemented", "x-frame-options-header-invalid"].includes(result) };
}

export function corpTest(response: ObservedResponse): { result: Expectation; pass: boolean } {
  const header = response.headers.get("cross-origin-resource-policy")?.slice(0, 256).trim().toLowerCase();
  if (!header) return { result: "corp-not-implemented", pass: true };
  if (header === "same-site") return { result: "corp-implemented-with-same-site", pass: true };
  if (header === "same-origin") return { result: "corp-implemented-with-same-origin", pass: true };
  if (header === "cross-origin") return { result: "corp-implemented-with-cross-origin", pass: true };
  return { result: "corp-header-invalid", pass: false };
}
