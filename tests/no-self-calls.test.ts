import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The site does not call its own server over HTTP inside the process (issue 22, decision 0088):
 * loaders and actions read through SiteContext's operations, with types. This scan of app/ fails
 * on a source file that builds a path of our API, or uses `.api`, `app.request` or `fetch`.
 *
 * What stays allowed is what a browser does with our server, which is HTTP by nature:
 * `/api/image/…` addresses (an <img src> or a link), and the few browser calls listed below.
 * Tests are not scanned: they may well call the API as a client does.
 */

const root = path.resolve(import.meta.dirname, "..");
const appDir = path.join(root, "app");

/**
 * Calls from the browser, which is a real HTTP client of ours: these stay, each file excused for
 * exactly what it does (a finding's text without its line).
 */
const browserCalls: Record<string, string[]> = {
  // The transfer-certificate form posts to /api/tc from the browser (tc-request.ts).
  "app/lib/api-client.ts": ['builds an API path: "/api/tc/"'],
  // The browser's fetch of the certificate look-up and of its file (the form's island, decision 0093).
  "app/islands/tc-form.ts": ["calls fetch("],
  // Not a call: the speculation rules name the API to keep the browser from prefetching it.
  "app/lib/speculation-rules.ts": ['builds an API path: "/api/*"'],
  // better-auth's browser client for passkeys, against /api/auth.
  "app/admin/lib/passkey-client.ts": ['builds an API path: "/api/auth"'],
};

/**
 * The admin area still reaches the staff API in-process (issue 22's admin half, another piece of
 * work): each file leaves this list when it moves to the staff operations, until the list is empty.
 */
const adminPending = [
  "app/admin/lib/admin-api.server.ts",
  "app/admin/lib/records-api.server.ts",
  "app/admin/lib/content-api.server.ts",
  "app/admin/lib/disclosure-api.server.ts",
  "app/admin/lib/alerts-api.server.ts",
  // Parents' alerts (issue 27) were built beside the operations: /Subscribe still posts to /api/alerts in-process.
  "app/routes/subscribe.tsx",
  "app/admin/lib/media-paths.ts",
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")
      ? [full]
      : [];
  });
}

/** Text that names one of our API's paths, other than a file's address for the browser. */
function namesApiPath(text: string): boolean {
  const pattern = /(^|[^\w.-])\/api(\/|$|\?)/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const rest = text.slice(match.index + match[1].length);
    if (!rest.startsWith("/api/image/")) return true;
  }
  return false;
}

/** What a file does that the rule forbids, each with its line. */
function selfCalls(file: string, source: string): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const at = (node: ts.Node, what: string) =>
    found.push(`${what} (line ${tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1})`);
  // Findings are listed in the order of the source.
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) &&
      namesApiPath(node.text)
    ) {
      at(node, `builds an API path: ${JSON.stringify(node.text)}`);
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "fetch") {
      at(node, "calls fetch(");
    }
    // Handing the in-process API on (`requestCertificate(site.api, …)`) is calling it too.
    if (ts.isPropertyAccessExpression(node)) {
      const name = node.name.text;
      if (name === "fetch") at(node, "uses .fetch");
      if (name === "api") at(node, "uses .api");
      if (name === "request" && ts.isIdentifier(node.expression) && node.expression.text === "app") {
        at(node, "uses app.request");
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

describe("no file in app/ calls our own server", () => {
  const files = sourceFiles(appDir).map((file) => path.relative(root, file).split(path.sep).join("/"));

  it("finds the site's files", () => {
    expect(files).toContain("app/routes/news.tsx");
    expect(files.length).toBeGreaterThan(50);
  });

  it("catches each way of calling, and lets a file's address be", () => {
    const probe = [
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the probe is source text with a template in it.
      "const a = await site.api(`/api/news/${school}`);",
      'const b = await app.request("/api/school/demo");',
      "const c = await fetch(url);",
      "const d = await requestCertificate(site.api, school, fields);",
      'const e = fileUrl("x.pdf") + "/api/image/x.jpg";',
      "// A comment may name /api/news/demo.",
    ].join("\n");
    const found = selfCalls("probe.ts", probe);
    expect(found).toEqual([
      "uses .api (line 1)",
      'builds an API path: "/api/news/" (line 1)',
      "uses app.request (line 2)",
      'builds an API path: "/api/school/demo" (line 2)',
      "calls fetch( (line 3)",
      "uses .api (line 4)",
    ]);
  });

  it("in any file but the browser's calls and the admin area's pending ones", () => {
    const withoutLine = (finding: string) => finding.replace(/ \(line \d+\)$/, "");
    const offending = Object.fromEntries(
      files
        .filter((file) => !adminPending.includes(file))
        .map((file) => {
          const excused = browserCalls[file] ?? [];
          const found = selfCalls(file, fs.readFileSync(path.join(root, file), "utf8"));
          return [file, found.filter((finding) => !excused.includes(withoutLine(finding)))] as const;
        })
        .filter(([, found]) => found.length > 0),
    );
    expect(offending).toEqual({});
  });

  it("keeps its exceptions true: each is still there and still does what it is excused for", () => {
    const findingsOf = (file: string) =>
      selfCalls(file, fs.readFileSync(path.join(root, file), "utf8")).map((finding) =>
        finding.replace(/ \(line \d+\)$/, ""),
      );
    for (const [file, excused] of Object.entries(browserCalls)) {
      expect(findingsOf(file), file).toEqual(expect.arrayContaining(excused));
    }
    for (const file of adminPending) {
      if (fs.existsSync(path.join(root, file))) expect(findingsOf(file), file).not.toEqual([]);
    }
  });
});
