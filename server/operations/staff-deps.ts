import type { Logger } from "pino";
import type { FileStore } from "#content/storage/file-store";
import type { Db } from "#database/connection";
import type { Config } from "#domain/config";
import { type Action, can, type Role } from "#domain/roles";
import type { AlertTransport } from "#server/alerts/alert-transport";
import type { Auth } from "#server/auth/auth";
import type { Mailer } from "#server/auth/mailer";
import type { HeavySaves } from "#server/editing/heavy-saves";
import { notAllowed } from "./staff-error";

/** What the staff operations work with: the same services the admin API's routes had. */
export type StaffDeps = {
  db: Db;
  config: Config;
  logger: Logger;
  files: FileStore;
  auth: Auth;
  mailer?: Mailer;
  /** A school's time zone, its profile's or TZ_SCHOOL (server/school-time-zones.ts, decision 0085). */
  timeZoneOf: (schoolCode: string) => Promise<string>;
  /** The clock of editing and of the disclosure's dates; a test's own, else the real one. */
  now?: () => Date;
  /** Parents' alerts' mail (decision 0089), absent without SMTP_URL: the admin's test alert. */
  alertTransport?: AlertTransport;
  /** A school's large saves one at a time (decision 0078), shared by the pages and the editing API. */
  heavySaves?: HeavySaves;
};

/** Where a request came from, worked out once by the HTTP layer (the route, or server/site.ts for a page). */
export type Visitor = {
  /** The client's address by TRUST_PROXY (server/api/client-address.ts), for the activity log. */
  address: string;
  /** The school whose site the request reached, by its host: a failed sign-in is logged there. */
  siteSchool: string;
  /** The origin links are made for: PUBLIC_URL, else the request's own. */
  baseUrl: string;
  /** The visitor's own headers, whose cookie better-auth reads the session from. */
  headers: Headers;
};

/** The signed-in person. */
export type Staff = { id: string; name: string; email: string; operator: boolean };

/** A signed-in person's request. */
export type StaffContext = { deps: StaffDeps; staff: Staff; visitor: Visitor };

/** A signed-in person's request in one school, with their role there. */
export type SchoolContext = StaffContext & { school: string; role: Role };

/** The domain/roles.ts rule every operation checks first, before it reads its input. */
export function allow(role: Role | undefined, action: Action): void {
  if (!can(role, action)) throw notAllowed();
}

/** Who the activity log names for an operation. */
export function actorOf({ staff, visitor }: StaffContext) {
  return { userId: staff.id, actor: staff.email, address: visitor.address };
}

/** The origin a visitor's one-time links open. */
export function linkBaseOf(deps: StaffDeps, visitor: Visitor): string {
  return deps.config.publicUrl ?? visitor.baseUrl;
}
