/**
 * The MDN HTTP Observatory's grading, applied to one response's headers (and
 * body, for Subresource Integrity) without the network. The npm package
 * `@mdn/mdn-http-observatory` cannot be installed here (its install step
 * downloads certificates), so its header tests are re-implemented from its
 * source (github.com/mdn/mdn-http-observatory, src/analyzer/tests/*.js,
 * src/grader/charts.js, src/scanner/index.js). Assumptions are recorded in
 * docs/decisions/0030-security-headers.md.
 *
 * Scoring (src/scanner/index.js): start at 100, add every test's modifier;
 * bonuses (positive modifiers) only count when the score without them is at
 * least 90 (MINIMUM_SCORE_FOR_EXTRA_CREDIT). Grade: the score rounded down to
 * a multiple of 5, capped at 100, looked up in GRADE_CHART (100 → A+).
 */

/** SCORE_TABLE modifiers (src/grader/charts.js), for the results this module can produce. */
export const scoreTable = {
  // content-security-policy
  "csp-implemented-with-no-unsafe-default-src-none": 10,
  "csp-implemented-with-no-unsafe": 5,
  "csp-implemented-with-unsafe-inline-in-style-src-only": 0,
  "csp-implemented-with-insecure-scheme-in-passive-content-only": -10,
  "csp-implemented-with-unsafe-eval": -10,
  "csp-implemented-with-unsafe-inline": -20,
  "csp-implemented-with-insecure-scheme": -20,
  "csp-header-invalid": -25,
  "csp-not-implemented": -25,
  // cookies
  "cookies-secure-with-httponly-sessions-and-samesite": 5,
  "cookies-secure-with-httponly-sessions": 0,
  "cookies-not-found": 0,
  "cookies-without-secure-flag-but-protected-by-hsts": -5,
  "cookies-session-without-secure-flag-but-protected-by-hsts": -10,
  "cookies-without-secure-flag": -20,
  "cookies-samesite-flag-invalid": -20,
  "cookies-anticsrf-without-samesite-flag": -20,
  "cookies-session-without-httponly-flag": -30,
  "cookies-session-without-secure-flag": -40,
  // cross-origin-resource-sharing
  "cross-origin-resource-sharing-not-implemented": 0,
  "cross-origin-resource-sharing-implemented-with-public-access": 0,
  "cross-origin-resource-sharing-implemented-with-restricted-access": 0,
  "cross-origin-resource-sharing-implemented-with-universal-access": -50,
  // redirection
  "redirection-all-redirects-preloaded": 0,
  "redirection-to-https": 0,
  "redirection-not-needed-no-http": 0,
  "redirection-off-host-from-http": -5,
  "redirection-not-to-https-on-initial-redirection": -10,
  "redirection-not-to-https": -20,
  "redirection-missing": -20,
  // referrer-policy
  "referrer-policy-private": 5,
  "referrer-policy-not-implemented": 0,
  "referrer-policy-unsafe": -5,
  "referrer-policy-header-invalid": -5,
  // strict-transport-security
  "hsts-preloaded": 5,
  "hsts-implemented-max-age-at-least-six-months": 0,
  "hsts-implemented-max-age-less-than-six-months": -10,
  "hsts-not-implemented": -20,
  "hsts-header-invalid": -20,
  "hsts-not-implemented-no-https": -20,
  // subresource-integrity
  "sri-implemented-and-all-scripts-loaded-securely": 5,
  "sri-implemented-and-external-scripts-loaded-securely": 5,
  "sri-not-implemented-response-not-html": 0,
  "sri-not-implemented-but-no-scripts-loaded": 0,
  "sri-not-implemented-but-all-scripts-loaded-from-secure-origin": 0,
  "sri-not-implemented-but-external-scripts-loaded-securely": -5,
  "sri-implemented-but-external-scripts-not-loaded-securely": -20,
  "sri-not-implemented-and-external-scripts-not-loaded-securely": -50,
  // x-content-type-options
  "x-content-type-options-nosniff": 0,
  "x-content-type-options-not-implemented": -5,
  "x-content-type-options-header-invalid": -5,
  // x-frame-options
  "x-frame-options-implemented-via-csp": 5,
  "x-frame-options-sameorigin-or-deny": 0,
  "x-frame-options-allow-from-origin": 0,
  "x-frame-options-not-implemented": -20,
  "x-frame-options-header-invalid": -20,
  // cross-origin-resource-policy
  "corp-header-invalid": -5,
  "corp-implemented-with-cross-origin": 0,
  "corp-implemented-with-same-origin": 10,
  "corp-implemented-with-same-site": 10,
  "corp-not-implemented": 0,
} as const;

export type Expectation = keyof typeof scoreTable;

export type ObservedResponse = {
  /** The scanned address; its scheme decides the HSTS and mixed-content rules. */
  url: string;
  headers: Headers;
  /** The body, for the Subresource Integrity test on HTML. */
  body?: string;
  /**
   * What the scanner's plain-http request would have found (the scanner
   * follows http://host/ itself; this module cannot). Default: a same-host
   * redirect to https, the deployment the README asks for.
   */
  redirection?: Extract<Expectation, `redirection-${string}`>;
  /** Whether the host is on the HSTS preload list (the scanner reads Chromium's list). Default: no. */
  hstsPreloaded?: boolean;
  /** The Origin the scanner's CORS probe sends, and the response to it (default: the same headers). */
  corsProbe?: { origin: string; headers: Headers };
};

export type TestResult = { name: string; result: Expectation; modifier: number; pass: boolean };
export type Grade = { score: number; grade: string; tests: TestResult[] };

const GRADE_CHART: ReadonlyArray<[number, string]> = [
  [100, "A+"],
  [90, "A"],
  [85, "A-"],
  [80, "B+"],
  [70, "B"],
  [65, "B-"],
  [60, "C+"],
  [50, "C"],
  [45, "C-"],
  [40, "D+"],
  [30, "D"],
  [25, "D-"],
  [0, "F"],
];
const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;

// ---------------------------------------------------------------- CSP (src/analyzer/tests/csp.js, cspParser.js)

const DANGEROUSLY_BROAD = new Set([
  "ftp:",
  "http:",
  "https:",
  "*",
  "http://*",
  "http://*.*",
  "https://*",
  "https://*.*",
]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", "data:"]);
const BROAD_OR_INLINE = new Set([...DANGEROUSLY_BROAD, ...UNSAFE_INLINE]);
const PASSIVE_DIRECTIVES = new Set(["img-src", "media-src"]);
const NONCES_HASHES = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"];

/** One header's policies (comma-separated), parsed; throws on an invalid or duplicated directive like the scanner. */
export function parseCsp(values: string[]): Map<string, Set<string>> {
  const policies = values.flatMap((value) => value.split(",")).map((policy) => policy.replace(/[\r\n]/g, "").trim());
  const csp = new Map<string, Set<string>>();
  for (const [index, policy] of policies.entries()) {
    // "img-src" is the shortest policy the scanner accepts.
    if (policy.length < "img-src".length - 1) throw new Error(`invalid policy: ${policy}`);
    const seen = new Set<string>();
    for (const [rawDirective, ...sources] of policy.split(";").map((entry) => entry.trim().split(/\s+/))) {
      if (!rawDirective) continue;
      const directive = rawDirective.toLowerCase();
      if (seen.has(directive) && directive !== "report-uri" && directive !== "report-to") {
        throw new Error(`duplicate directive ${directive}`);
      }
      seen.add(directive);
      const values = sources.map((source) => source.trim().toLowerCase());
      if (values.length === 0 && directive.endsWith("-src")) values.push("'none'");
      // Several policies: a source counts only when every policy allows it (simplified: exact matches).
      const before = csp.get(directive);
      const combined = index === 0 || !before ? new Set(values) : new Set(values.filter((v) => before.has(v)));
      csp.set(directive, combined.size ? combined : new Set(["'none'"]));
    }
  }
  return csp;
}

type CspOutcome = { result: Expectation; data: Map<string, Set<string>> | null; pass: boolean };

function cspTest(response: ObservedResponse): CspOutcome {
  const header = response.headers.get("content-security-policy");
  if (!header) {
    // A Report-Only policy (csp-not-implemented-but-reporting-enabled upstream) scores like none; not modelled separately.
    return { result: "csp-not-implemented", data: null, pass: false };
  }
  let csp: Map<string, Set<string>>;
  try {
    csp = parseCsp([header]);
  } catch {
    return { result: "csp-header-invalid", data: null, pass: false };
  }
  if (csp.size === 0) return { result: "csp-not-implemented", data: null, pass: false };
  const url = new URL(response.url);
  let result: Expectation | null = null;
  const copy = (set: Set<string> | undefined) => (set ? new Set(set) : undefined);
  const objectSrc = copy(csp.get("object-src")) ?? copy(csp.get("default-src")) ?? new Set(["*"]);
  const scriptSrc = copy(csp.get("script-src")) ?? copy(csp.get("default-src")) ?? new Set(["*"]);
  const styleSrc = copy(csp.get("style-src")) ?? copy(csp.get("default-src")) ?? new Set(["*"]);
  const hasNonceOrHash = (set: Set<string>) =>
    [...set].some((s) => NONCES_HASHES.some((prefix) => s.startsWith(prefix)));
  // 'unsafe-inline' is ignored next to a nonce or hash.
  for (const list of [scriptSrc, styleSrc]) if (hasNonceOrHash(list)) list.delete("'unsafe-inline'");
  if (hasNonceOrHash(scriptSrc) && scriptSrc.has("'strict-dynamic'")) {
    for (const source of [...scriptSrc]) {
      if (
        [...DANGEROUSLY_BROAD].some((s) => source.startsWith(s)) ||
        source === "'self'" ||
        source === "'unsafe-inline'"
      )
        scriptSrc.delete(source);
    }
  } else if (scriptSrc.has("'strict-dynamic'")) result = "csp-header-invalid";

  const active = [...csp.entries()]
    .filter(([directive]) => !PASSIVE_DIRECTIVES.has(directive) && directive !== "script-src")
    .flatMap(([, list]) => [...list]);
  active.push(...scriptSrc);
  const passive = [...PASSIVE_DIRECTIVES].flatMap((d) => [...(csp.get(d) ?? csp.get("default-src") ?? [])]);

  if ([...scriptSrc].some((s) => BROAD_OR_INLINE.has(s)) || [...objectSrc].some((s) => DANGEROUSLY_BROAD.has(s))) {
    result ??= "csp-implemented-with-unsafe-inline";
  }
  if (url.protocol === "https:" && active.some((s) => s.startsWith("http:") || s.startsWith("ftp:"))) {
    result ??= "csp-implemented-with-insecure-scheme";
  }
  if (new Set([...scriptSrc, ...styleSrc]).has("'unsafe-eval'")) result ??= "csp-implemented-with-unsafe-eval";
  if (url.protocol === "https:" && passive.some((s) => s.startsWith("http:") || s.startsWith("ftp:"))) {
    result ??= "csp-implemented-with-insecure-scheme-in-passive-content-only";
  }
  if ([...styleSrc].some((s) => BROAD_OR_INLINE.has(s)))
    result ??= "csp-implemented-with-unsafe-inline-in-style-src-only";
  const defaultSrc = csp.get("default-src");
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1) result ??= "csp-implemented-with-no-unsafe-default-src-none";
  else result ??= "csp-implemented-with-no-unsafe";
  const pass = [
    "csp-implemented-with-no-unsafe",
    "csp-implemented-with-no-unsafe-default-src-none",
    "csp-implemented-with-unsafe-inline-in-style-src-only",
    "csp-implemented-with-insecure-scheme-in-passive-content-only",
  ].includes(result);
  return { result, data: csp, pass };
}

// ---------------------------------------------------------------- the other tests

/** The scanner keeps the worse of two results, "worse" being later in the test's goodness list. */
function onlyIfWorse(next: Expectation, current: Expectation | null, goodness: Expectation[]): Expectation {
  if (!current) return next;
  return goodness.indexOf(next) > goodness.indexOf(current) ? next : current;
}

function hstsTest(response: ObservedResponse): { result: Expectation; pass: boolean } {
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

function cookiesTest(response: ObservedResponse, hsts: boolean): { result: Expectation; pass: boolean } {
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

function corsTest(response: ObservedResponse): { result: Expectation; pass: boolean } {
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

function referrerTest(response: ObservedResponse): { result: Expectation; pass: boolean } {
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

function sriTest(response: ObservedResponse): { result: Expectation; pass: boolean } {
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

function xctoTest(response: ObservedResponse): { result: Expectation; pass: boolean } {
  const header = response.headers.get("x-content-type-options");
  if (!header) return { result: "x-content-type-options-not-implemented", pass: false };
  const ok = header.slice(0, 256).trim().toLowerCase() === "nosniff";
  return { result: ok ? "x-content-type-options-nosniff" : "x-content-type-options-header-invalid", pass: ok };
}

function xfoTest(response: ObservedResponse, csp: CspOutcome): { result: Expectation; pass: boolean } {
  const header = response.headers.get("x-frame-options")?.trim().toLowerCase();
  let result: Expectation = "x-frame-options-not-implemented";
  if (header === "deny" || header === "sameorigin") result = "x-frame-options-sameorigin-or-deny";
  else if (header?.startsWith("allow-from")) result = "x-frame-options-allow-from-origin";
  else if (header) result = "x-frame-options-header-invalid";
  if (csp.data?.has("frame-ancestors")) result = "x-frame-options-implemented-via-csp";
  return { result, pass: !["x-frame-options-not-implemented", "x-frame-options-header-invalid"].includes(result) };
}

function corpTest(response: ObservedResponse): { result: Expectation; pass: boolean } {
  const header = response.headers.get("cross-origin-resource-policy")?.slice(0, 256).trim().toLowerCase();
  if (!header) return { result: "corp-not-implemented", pass: true };
  if (header === "same-site") return { result: "corp-implemented-with-same-site", pass: true };
  if (header === "same-origin") return { result: "corp-implemented-with-same-origin", pass: true };
  if (header === "cross-origin") return { result: "corp-implemented-with-cross-origin", pass: true };
  return { result: "corp-header-invalid", pass: false };
}

/** Grades one response the way src/scanner/index.js does. */
export function gradeResponse(response: ObservedResponse): Grade {
  const csp = cspTest(response);
  const hsts = hstsTest(response);
  const redirection = response.redirection ?? "redirection-to-https";
  const outcomes: Array<[string, { result: Expectation; pass: boolean }]> = [
    ["content-security-policy", csp],
    ["cookies", cookiesTest(response, hsts.pass)],
    ["cross-origin-resource-sharing", corsTest(response)],
    [
      "redirection",
      {
        result: redirection,
        pass: [
          "redirection-all-redirects-preloaded",
          "redirection-to-https",
          "redirection-not-needed-no-http",
        ].includes(redirection),
      },
    ],
    ["referrer-policy", referrerTest(response)],
    ["strict-transport-security", hsts],
    ["subresource-integrity", sriTest(response)],
    ["x-content-type-options", xctoTest(response)],
    ["x-frame-options", xfoTest(response, csp)],
    ["cross-origin-resource-policy", corpTest(response)],
  ];
  const tests = outcomes.map(([name, { result, pass }]) => ({ name, result, pass, modifier: scoreTable[result] }));
  const withExtraCredit = 100 + tests.reduce((sum, test) => sum + test.modifier, 0);
  const uncurved = 100 + tests.reduce((sum, test) => sum + Math.min(test.modifier, 0), 0);
  const score = Math.max(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved, 0);
  const rounded = Math.min(score - (score % 5), 100);
  const grade = GRADE_CHART.find(([floor]) => rounded >= floor)?.[1] ?? "F";
  return { score, grade, tests };
}
