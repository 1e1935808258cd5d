import type { AlertsOverview } from "#domain/alerts/alerts-admin-records";

const statusWords: Record<string, string> = {
  waiting: "Waiting",
  sending: "Being sent",
  sent: "Sent",
  failed: "Failed",
  held: "Held",
};

const when = (iso: string) => new Date(iso).toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short" });

/** The outbox counted by status, and the latest alerts with their mails and any problem. */
export function AlertOutbox({ overview }: { overview: AlertsOverview }) {
  return (
    <>
      <h2>Outbox</h2>
      <p role="status">
        {Object.keys(statusWords)
          .map((status) => `${statusWords[status]}: ${overview.outbox[status] ?? 0}`)
          .join(" · ")}
      </p>
      {overview.recent.length > 0 && (
        <table className="admin-table">
          <caption>Latest alerts</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Published</th>
              <th scope="col">Mails</th>
              <th scope="col">Problem</th>
            </tr>
          </thead>
          <tbody>
            {overview.recent.map((alert) => (
              <tr key={`${alert.kind} ${alert.publishedAt}`}>
                <th scope="row">{alert.title}</th>
                <td>{when(alert.publishedAt)}</td>
                <td>
                  {Object.entries(alert.mails)
                    .map(([status, count]) => `${statusWords[status] ?? status}: ${count}`)
                    .join(", ") || "none (no subscriber chose it)"}
                </td>
                <td>{alert.heldReason ? `Held: ${alert.heldReason}` : (alert.lastError ?? "")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
