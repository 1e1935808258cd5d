import type { Db } from "#database/connection";
import type { SchoolRole } from "#domain/roles";
import type { createApp } from "#server/app";
import { addOperator, addToSchool, ensureAccount, type Person } from "#server/auth/accounts";
import type { Auth } from "#server/auth/auth";

type App = ReturnType<typeof createApp>;

/** The origin app.request's relative paths are sent to; staff requests say they come from it. */
export const testOrigin = "http://localhost";
export const sameSite = { origin: testOrigin, host: "localhost" } as const;

/** A person with a password and a role in `school` (or the operator, with no school). */
export async function createStaff(
  app: App,
  auth: Auth,
  db: Db,
  email: string,
  role: SchoolRole | "operator",
  school = "test",
  password = "correct horse battery",
): Promise<Person> {
  const { person } = await ensureAccount(auth, db, { email });
  if (role === "operator") await addOperator(db, person);
  else await addToSchool(db, school, person, role);
  const token = await auth.issuePasswordToken(email);
  const response = await app.request("/api/auth/reset-password", {
    method: "POST",
    headers: { ...sameSite, "content-type": "application/json" },
    body: JSON.stringify({ token, newPassword: password }),
  });
  if (response.status !== 200) throw new Error(`setting ${email}'s password answered ${response.status}`);
  return person;
}

export function signInRequest(email: string, password: string, headers: Record<string, string> = {}) {
  return {
    method: "POST",
    headers: { ...sameSite, "content-type": "application/json", ...headers },
    body: JSON.stringify({ email, password }),
  };
}

/** Signs in and answers the Cookie header to send after. */
export async function signIn(app: App, email: string, password = "correct horse battery"): Promise<string> {
  const response = await app.request("/api/auth/sign-in/email", signInRequest(email, password));
  if (response.status !== 200) throw new Error(`sign-in of ${email} answered ${response.status}`);
  return cookieOf(response);
}

/** The Cookie header a browser would send back after this answer. */
export function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}
