import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A mail the test server took: its envelope and its raw text, and its text decoded for reading. */
export type ReceivedMail = { to: string[]; raw: string; headers: string; body: string };

export type AlertsSmtp = {
  url: string;
  received: ReceivedMail[];
  /** Recipients the server refuses for good (550), as a mailbox that does not exist. */
  refuse: Set<string>;
  close: () => Promise<void>;
};

/** Quoted-printable and soft line breaks undone, so a test reads the mail's words. */
function decodedBody(raw: string): string {
  const body = raw.slice(raw.indexOf("\r\n\r\n") + 4);
  const joined = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === "=" && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index], "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/**
 * A real SMTP server on loopback (smtp-server, never a mock) for the alerts' tests. A mail counts
 * as received only once the server has answered 250 to it: a client that vanished before that
 * answer did not deliver it, as SMTP has it.
 */
export async function startAlertsSmtp(
  options: {
    delayMs?: number;
    /** Awaited after a mail's data arrived, before the server answers it: the `index`-th mail, from 0. */
    beforeAnswer?: (index: number) => Promise<void> | void;
  } = {},
): Promise<AlertsSmtp> {
  let arrived = 0;
  const received: ReceivedMail[] = [];
  const refuse = new Set<string>();
  const closed = new Set<string>();
  const smtp = new SMTPServer({
    onClose(session) {
      closed.add(session.id);
    },
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address)) {
        const error = new Error("5.1.1 No such mailbox") as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const accept = () => {
          // A client gone before the answer did not send it.
          if (closed.has(session.id)) return done(new Error("gone"));
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
            headers: raw.slice(0, raw.indexOf("\r\n\r\n")),
            body: decodedBody(raw),
          });
          done();
        };
        const index = arrived++;
        void Promise.resolve(options.beforeAnswer?.(index)).then(() => {
          if (options.delayMs) setTimeout(accept, options.delayMs);
          else accept();
        });
      });
    },
  });
  smtp.listen(0, "127.0.0.1");
  await once(smtp.server, "listening");
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** A header's value, unfolded. */
export function headerOf(mail: ReceivedMail, name: string): string | undefined {
  const unfolded = mail.headers.replace(/\r\n[ \t]+/g, " ");
  const line = unfolded.split("\r\n").find((entry) => entry.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}
