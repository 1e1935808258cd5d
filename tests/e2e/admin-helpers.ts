import { execFileSync } from "node:child_process";
import path from "node:path";
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
/**
 * The admin area's tests use `localhost`, not 127.0.0.1: a passkey's relying party is a host
 * name (WebAuthn refuses IP addresses), and the demo server's is localhost.
 */
export const adminUrl = `http://localhost:${port}`;
export const staffPassword = "a long staff password";

let counter = 0;
/** An e-mail no other test has used: the demo server's database lives for the whole run. */
export function uniqueEmail(who: string): string {
  counter += 1;
  return `${who}-${Date.now().toString(36)}-${counter}@school.example`;
}

/** A server the admin tests work on: its data folder and port. */
export type StaffServer = { dataDir: string; port: number };
export const demoServer: StaffServer = { dataDir: ".tmp/e2e-data", port };
/** The editing tests' own demo school (playwright.config.ts): their drafts and schedules touch no other test. */
export const editingServer: StaffServer = { dataDir: ".tmp/e2e-editing", port: port + 6 };
export const editingUrl = `http://localhost:${editingServer.port}`;

/** `npm run admin -- create-user …` against a server's data, as an operator would; answers the one-time link. */
export function createUserLink(
  email: string,
  role: string,
  school: string | undefined = "demo",
  server: StaffServer = demoServer,
  name = `Staff ${email.split("@")[0]}`.slice(0, 80),
): string {
  const args = ["tsx", "server/platform/admin-cli.ts", "create-user", "--email", email, "--name", name, "--role", role];
  if (role !== "operator" && school) args.push("--school", school);
  const output = execFileSync("npx", args, {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: { ...process.env, DATA_DIR: server.dataDir, PORT: String(server.port), LOG_LEVEL: "silent" },
    encoding: "utf8",
  });
  const link = output.split("\n").find((line) => line.includes("/admin/set-password?token="));
  if (!link) throw new Error(`create-user printed no link:\n${output}`);
  return link.trim();
}

/** Sets the password behind a one-time link through the API, as the page's form does. */
export async function setPasswordByLink(
  request: APIRequestContext,
  link: string,
  password = staffPassword,
  base = adminUrl,
) {
  const token = new URL(link).searchParams.get("token");
  const response = await request.post(`${base}/api/auth/reset-password`, {
    headers: { origin: base },
    data: { token, newPassword: password },
  });
  if (!response.ok()) throw new Error(`setting the password answered ${response.status()}`);
}

/** A person with a password and a role in the demo school. */
export async function createStaff(
  request: APIRequestContext,
  who: string,
  role: string,
  server: StaffServer = demoServer,
): Promise<string> {
  const email = uniqueEmail(who);
  const base = `http://localhost:${server.port}`;
  await setPasswordByLink(request, createUserLink(email, role, "demo", server), staffPassword, base);
  return email;
}

export async function signInWithPassword(
  page: Page,
  email: string,
  password = staffPassword,
  base = adminUrl,
): Promise<void> {
  await page.goto(`${base}/admin/sign-in`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL(`${base}/admin`);
}

/** Chromium's virtual authenticator (DevTools protocol), standing in for a phone's screen lock. */
export async function addVirtualAuthenticator(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}
