import type { ApiDeps } from "#server/api/deps";
import type { Auth } from "#server/auth/auth";
import type { Mailer } from "#server/auth/mailer";

export type AdminDeps = ApiDeps & { auth: Auth; mailer?: Mailer };
