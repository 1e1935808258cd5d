import type { Transporter } from "nodemailer";

/** One alert mail as the transport sends it. */
export type OutgoingMail = {
  from: { name: string; address: string };
  replyTo?: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** One per outbox row, so a mail resent after a crash in the instant after the server took it is one message to the reader. */
  messageId: string;
  headers: Record<string, string>;
};

/** Sends alert mails; a refusal throws an error carrying the server's `responseCode`. */
export type AlertTransport = { send(mail: OutgoingMail): Promise<void>; close(): void };

/**
 * A pooled nodemailer transport through SMTP_URL; undefined without one (alerts then wait in the outbox).
 * nodemailer loads with the first mail, as server/auth/mailer.ts does: an instance holds its heap only once it sends
 * (decision 0116).
 */
export function createAlertTransport(
  smtpUrl: string | undefined,
  options: { maxConnections?: number } = {},
): AlertTransport | undefined {
  if (!smtpUrl) return undefined;
  let pool: Promise<Transporter> | undefined;
  const transport = () =>
    (pool ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        pool: true,
        maxConnections: options.maxConnections ?? 4,
        maxMessages: 500,
      }),
    ));
  return {
    send: async (mail) => {
      await (await transport()).sendMail({ ...mail });
    },
    close: () => {
      void pool?.then((opened) => opened.close());
    },
  };
}

/** The address of MAIL_FROM (`School website <no-reply@example.org>` → `no-reply@example.org`). */
export function addressOf(mailFrom: string): string {
  return /<([^>]+)>/.exec(mailFrom)?.[1]?.trim() ?? mailFrom.trim();
}

/** The SMTP reply code of a failed send, when the server gave one. */
export function responseCodeOf(error: unknown): number | undefined {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" ? code : undefined;
}
