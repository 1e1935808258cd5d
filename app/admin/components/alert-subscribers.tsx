import { alertClasses, alertTopicLabels, alertTopics } from "#domain/alerts/alert-lists";
import type { AlertsOverview } from "#domain/alerts/alerts-admin-records";

/** How many subscribe to what, never who; the owner may download the addresses (logged). */
export function AlertSubscribers({ overview, csvPath }: { overview: AlertsOverview; csvPath: string }) {
  const { subscribers } = overview;
  return (
    <>
      <h2>Subscribers</h2>
      <p role="status">
        {subscribers.total.toLocaleString("en-IN")} confirmed ({subscribers.byFrequency.immediate ?? 0} as published,{" "}
        {subscribers.byFrequency.daily ?? 0} daily digest); {overview.statuses.pending ?? 0} waiting to confirm,{" "}
        {overview.statuses.stopped ?? 0} stopped after bounces.
      </p>
      <CountTable
        caption="By topic"
        heading="Topic"
        rows={alertTopics.map((topic) => [alertTopicLabels[topic], subscribers.byTopic[topic] ?? 0])}
      />
      <CountTable
        caption="By class"
        heading="Class"
        rows={[
          ["The whole school (no class chosen)", subscribers.allClasses],
          ...alertClasses.map((name): [string, number] => [name, subscribers.byClass[name] ?? 0]),
        ]}
      />
      {overview.canExport && (
        <p>
          <a href={csvPath} download>
            Download the subscribers' addresses (CSV)
          </a>{" "}
          — the download is recorded in the activity log.
        </p>
      )}
    </>
  );
}

/** Subscribers counted by one choice: a row per topic or class. */
function CountTable({ caption, heading, rows }: { caption: string; heading: string; rows: [string, number][] }) {
  return (
    <table className="admin-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{heading}</th>
          <th scope="col">Subscribers</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, count]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
