import { formatInstant } from "#app/admin/lib/format-time.ts";
import type { ItemAlertView } from "#domain/alerts/alerts-admin-records";

/**
 * Under an item of a kind that alerts parents (issue 27): the grace period before its mails go,
 * whether they were held, and how many went.
 */
export function ItemAlertNote({ alert, timeZone }: { alert: ItemAlertView | undefined; timeZone: string }) {
  if (!alert) return null;
  const { data, graceMinutes } = alert;
  const waiting = data?.mails.waiting ?? 0;
  const sent = data?.mails.sent ?? 0;
  let text = `Publishing e-mails this to the parents who subscribed, ${graceMinutes} minutes later. Taking it down or changing it within those ${graceMinutes} minutes holds the mails.`;
  if (data?.heldAt)
    text = `E-mail alerts held (${data.heldReason ?? "changed"}): nothing more goes. Publishing it again sends the new version, after ${graceMinutes} minutes.`;
  else if (waiting > 0 && sent === 0)
    text = `E-mail alerts to ${waiting} subscriber${waiting === 1 ? "" : "s"} go at ${formatInstant(data?.holdUntil ?? "", timeZone)}. Take it down or change it before then to hold them.`;
  else if (sent > 0)
    text = `E-mailed to ${sent} subscriber${sent === 1 ? "" : "s"}${waiting > 0 ? `; ${waiting} still to go` : ""}.`;
  return (
    <p className="admin-hint" role="note">
      {text}
    </p>
  );
}
