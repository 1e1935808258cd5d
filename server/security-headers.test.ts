import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "#tests/api-fixture";
import { gradeResponse } from "#tests/observatory/grade";
import type { AppEnv } from "./api/deps";
import { securityHeaders } from "./security-headers";

/** A stand-in for the site: an HTML page that, like React Router's, uses the request's nonce on its inline script. */
const htmlSite = (app: TestApi["app"]) =>
  app.get("/", (c) =>
    c.html(
      `<!DOCTYPE html><html><head><script type="module" src="/assets/entry.js"></script></head><body><script nonce="${c.get("cspNonce")}">1</script></body></html>`,
    ),
  );

let https: TestApi;
let http: TestApi;
beforeAll(async () => {
  https = await createTestApi({ PUBLIC_URL: "https://school.example.in", SCHOOL_CODE: "test" });
  http = await createTestApi({ SCHOOL_CODE: "test" });
  htmlSite(https.app);
  htmlSite(http.app);
  https.app.get("/cached", (c) => c.body(null, 304));
});

function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? "")
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

describe("security headers", () => {
  it("gives an HTML page a nonce-based CSP with a fresh nonce per request", async () => {
    const first = await https.app.request("/");
    const second = await https.app.request("/");
    const csp = directives(first.headers.get("content-security-policy"));
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp.get("script-src")?.join(" ") ?? "")?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(await first.text()).toContain(`nonce="${nonce}"`);
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
    expect(csp.get("script-src")).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    // No third-party images: YouTube thumbnails come through our image service.
    expect(csp.get("img-src")).toEqual(["'self'", "data:"]);
    expect(csp.get("media-src")).toEqual(["'self'"]);
    // The PDF frame on /Tc and the school's map (its profile's mapEmbedUrl), nothing else.
    expect(csp.get("frame-src")).toEqual(["'self'", "https://maps.example.in"]);
    expect(csp.get("style-src")).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(csp.has("upgrade-insecure-requests")).toBe(true);
    expect(first.headers.get("content-security-policy")).not.toContain("unsafe");
  });

  it("upgrades insecure requests and sends HSTS only when PUBLIC_URL is https", async () => {
    const page = await http.app.request("/");
    expect(directives(page.headers.get("content-security-policy")).has("upgrade-insecure-requests")).toBe(false);
    expect(page.headers.get("strict-transport-security")).toBeNull();
    const secure = await https.app.request("/api/news/all/test");
    expect(secure.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
  });

  it("sends every response the common headers", async () => {
    for (const path of ["/", "/api/news/all/test", "/api/nothing-here", "/nothing-here"]) {
      const response = await https.app.request(path);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("cross-origin-opener-policy"), path).toBe("same-origin");
      expect(response.headers.get("cross-origin-resource-policy"), path).toBe("same-origin");
      expect(response.headers.get("x-frame-options"), path).toBe("DENY");
      expect(response.headers.get("permissions-policy"), path).toMatch(/(^|, )camera=\(\)/);
      expect(response.headers.get("permissions-policy"), path).toMatch(/(^|, )geolocation=\(\)/);
    }
  });

  it("gives API answers and errors a policy that allows nothing", async () => {
    for (const path of ["/api/news/all/test", "/api/nothing-here", "/nothing-here"]) {
      const response = await https.app.request(path);
      expect(response.headers.get("content-security-policy"), path).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it("lets only our own pages frame stored files", async () => {
    const response = await https.app.request("/api/image/no/such/file.pdf");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'self'");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });

  it("leaves a 304 without a policy, so the cached page keeps its own", async () => {
    const response = await https.app.request("/cached");
    expect(response.status).toBe(304);
    expect(response.headers.get("content-security-policy")).toBeNull();
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("builds a policy without a map origin, or when reading it fails, from 'self' only", async () => {
    for (const frameOrigins of [async () => [], async () => Promise.reject(new Error("no database"))]) {
      const app = new Hono<AppEnv>();
      app.use(
        securityHeaders({ config: { publicUrl: undefined, nodeEnv: "production", schoolCode: "demo" }, frameOrigins }),
      );
      app.get("/", (c) => c.html("<p>x</p>"));
      const response = await app.request("/");
      expect(response.headers.get("content-security-policy")).toContain("frame-src 'self';");
    }
  });
});

describe("MDN HTTP Observatory grade (tests/observatory/grade.ts)", () => {
  it("gives the Home page A+ with at least 110", async () => {
    const response = await https.app.request("/");
    const grade = gradeResponse({
      url: "https://school.example.in/",
      headers: response.headers,
      body: await response.text(),
    });
    expect(grade.tests.filter((test) => !test.pass)).toEqual([]);
    expect(grade.grade).toBe("A+");
    expect(grade.score).toBeGreaterThanOrEqual(110);
  });

  it("gives an API answer A+ with at least 110", async () => {
    const response = await https.app.request("/api/news/all/test");
    const grade = gradeResponse({ url: "https://school.example.in/api/news/all/test", headers: response.headers });
    expect(grade.tests.filter((test) => !test.pass)).toEqual([]);
    expect(grade.grade).toBe("A+");
    expect(grade.score).toBeGreaterThanOrEqual(110);
  });

  it("grades known bad headers the way the scanner does", () => {
    const none = gradeResponse({ url: "https://x.example/", headers: new Headers({ "content-type": "text/html" }) });
    // CSP -25, HSTS -20, XCTO -5, XFO -20: 30, D.
    expect(none.score).toBe(30);
    expect(none.grade).toBe("D");
    const unsafe = gradeResponse({
      url: "https://x.example/",
      headers: new Headers({
        "content-security-policy": "default-src 'self'; script-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
        "strict-transport-security": "max-age=63072000",
        "x-content-type-options": "nosniff",
      }),
    });
    expect(unsafe.tests.find((t) => t.name === "content-security-policy")?.result).toBe(
      "csp-implemented-with-unsafe-inline",
    );
    // Below 90 before bonuses: the frame-ancestors bonus does not count.
    expect(unsafe.score).toBe(80);
    const nonceWithInline = gradeResponse({
      url: "https://x.example/",
      headers: new Headers({
        "content-security-policy": "default-src 'none'; script-src 'nonce-abc' 'unsafe-inline' 'strict-dynamic'",
      }),
    });
    expect(nonceWithInline.tests[0].result).toBe("csp-implemented-with-no-unsafe-default-src-none");
    const strictDynamicAlone = gradeResponse({
      url: "https://x.example/",
      headers: new Headers({ "content-security-policy": "default-src 'none'; script-src 'strict-dynamic'" }),
    });
    expect(strictDynamicAlone.tests[0].result).toBe("csp-header-invalid");
    const styleInline = gradeResponse({
      url: "https://x.example/",
      headers: new Headers({ "content-security-policy": "default-src 'self'; style-src 'self' 'unsafe-inline'" }),
    });
    expect(styleInline.tests[0].result).toBe("csp-implemented-with-unsafe-inline-in-style-src-only");
    const duplicate = gradeResponse({
      url: "https://x.example/",
      headers: new Headers({ "content-security-policy": "default-src 'self'; default-src 'none'" }),
    });
    expect(duplicate.tests[0].result).toBe("csp-header-invalid");
  });
});
