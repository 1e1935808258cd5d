import type { AlertTransport } from "#server/alerts/alert-transport";
import type { ApiDeps } from "#server/api/deps";
import type { Auth } from "#server/auth/auth";
import type { Mailer } from "#server/auth/mailer";

/** `alertTransport`: parents' alerts' mail (decision 0089), absent without SMTP_URL. */
export type AdminDeps = ApiDeps & { auth: Auth; mailer?: Mailer; alertTransport?: AlertTransport };
