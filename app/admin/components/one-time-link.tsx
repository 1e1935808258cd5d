import { useEffect, useState } from "react";
import { formatInstant } from "#app/admin/lib/format-time.ts";
import type { OneTimeLinkRecord } from "#domain/admin-records";

/** A one-time link to hand over, with how long it lasts, whether it was mailed, and a Copy button once JavaScript runs. */
export function OneTimeLink({
  link,
  who,
  timeZoneLabel,
}: {
  link: OneTimeLinkRecord;
  who: string;
  timeZoneLabel: string;
}) {
  const [canCopy, setCanCopy] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setCanCopy(typeof navigator.clipboard?.writeText === "function"), []);
  return (
    <div className="admin-link-box" role="status">
      <p>
        Send this link to {who}. It works once, until {timeZoneLabel}.
        {link.mailed && " It has also been e-mailed to them."}
      </p>
      <p className="admin-link-text">
        <code>{link.link}</code>
      </p>
      {canCopy && (
        <button
          type="button"
          className="admin-button admin-button-small"
          onClick={async () => {
            await navigator.clipboard.writeText(link.link);
            setCopied(true);
          }}
        >
          {copied ? "Copied" : "Copy the link"}
        </button>
      )}
    </div>
  );
}

/** The one-time link a form's answer carries, if it carries one, with its end in the school's time. */
export function AnsweredLink({
  answer,
  timeZone,
}: {
  answer?: { who: string; link: OneTimeLinkRecord };
  timeZone: string;
}) {
  if (!answer) return null;
  return (
    <OneTimeLink link={answer.link} who={answer.who} timeZoneLabel={formatInstant(answer.link.expiresAt, timeZone)} />
  );
}
