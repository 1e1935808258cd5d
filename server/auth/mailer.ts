import nodemailer from "nodemailer";

export type Mail = { to: string; subject: string; text: string };
/** Sends a mail; absent when no SMTP_URL is set (many schools have no mail server). */
export type Mailer = (mail: Mail) => Promise<void>;

export function createMailer(smtpUrl: string | undefined, from: string): Mailer | undefined {
  if (!smtpUrl) return undefined;
  const transport = nodemailer.createTransport(smtpUrl);
  return async (mail) => {
    await transport.sendMail({ from, ...mail });
  };
}
