import type { Transporter } from "nodemailer";

export type Mail = { to: string; subject: string; text: string };
/** Sends a mail; absent when no SMTP_URL is set (many schools have no mail server). */
export type Mailer = (mail: Mail) => Promise<void>;

export function createMailer(smtpUrl: string | undefined, from: string): Mailer | undefined {
  if (!smtpUrl) return undefined;
  // nodemailer (5 MB of heap) loads with the first mail, not with the server (decision 0086).
  let transport: Promise<Transporter> | undefined;
  return async (mail) => {
    transport ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
    await (await transport).sendMail({ from, ...mail });
  };
}
