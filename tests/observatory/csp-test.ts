import type { Expectation, ObservedResponse } from "./score-table";

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

export type CspOutcome = { result: Expectation; data: Map<string, Set<string>> | null; pass: boolean };

export function cspTest(response: ObservedResponse): CspOutcome {
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
