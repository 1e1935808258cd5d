import { data, Form, useNavigation } from "react-router";
import { FormMessage } from "#app/admin/components/field.tsx";
import { getAlertsOverview, sendTestAlert } from "#app/admin/lib/alerts.server.ts";
import { schoolPage } from "#app/admin/lib/school-scope.server.ts";
import { alertClasses, alertTopicLabels, alertTopics } from "#domain/alerts/alert-lists";
import "#app/admin/records.css";
import type { Route } from "./+types/alerts";

export function meta() {
  return [{ title: "E-mail alerts · School admin" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { caller } = await schoolPage(request, context, "content.publish");
  return { overview: await getAlertsOverview(caller), csvPath: "/admin/alerts/subscribers.csv" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { caller } = await schoolPage(request, context, "content.publish");
  const result = await sendTestAlert(caller);
  return result.ok
    ? { notice: `A test alert went to ${result.sentTo}. Check that inbox.`, message: undefined }
    : data({ message: result.message, notice: undefined }, { status: 400 });
}

const statusWords: Record<string, string> = {
  waiting: "Waiting",
  sending: "Being sent",
  sent: "Sent",
  failed: "Failed",
  held: "Held",
};

const when = (iso: string) => new Date(iso).toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short" });

/**
 * Parents' e-mail alerts (issue 27): how many subscribe to what (never who), the outbox and its
 * failures, a test mail to oneself, and for owners the addresses as CSV (logged).
 */
export default function Alerts({ loaderData, actionData }: Route.ComponentProps) {
  const { overview, csvPath } = loaderData;
  const busy = useNavigation().state === "submitting";
  const { subscribers, outbox } = overview;
  return (
    <>
      <h1>E-mail alerts</h1>
      {!overview.mailConfigured && (
        <p className="form-message" role="status">
          This platform has no mail server yet (SMTP_URL is not set), so no alert is sent: they wait in the outbox and
          go once the operator sets one. Nobody can subscribe meanwhile.
        </p>
      )}
      <p>
        Parents subscribe on the site's <a href="/Subscribe">E-mail alerts</a> page. A published notice, circular, news
        item or event is mailed to them 10 minutes later; taking it down or editing it in those 10 minutes holds the
        mails. At most {overview.dailyCap.toLocaleString("en-IN")} alert mails go a day (the operator's cap).
      </p>
      <h2>Subscribers</h2>
      <p role="status">
        {subscribers.total.toLocaleString("en-IN")} confirmed ({subscribers.byFrequency.immediate ?? 0} as published,{" "}
        {subscribers.byFrequency.daily ?? 0} daily digest); {overview.statuses.pending ?? 0} waiting to confirm,{" "}
        {overview.statuses.stopped ?? 0} stopped after bounces.
      </p>
      <table className="admin-table">
        <caption>By topic</caption>
        <thead>
          <tr>
            <th scope="col">Topic</th>
            <th scope="col">Subscribers</th>
          </tr>
        </thead>
        <tbody>
          {alertTopics.map((topic) => (
            <tr key={topic}>
              <th scope="row">{alertTopicLabels[topic]}</th>
              <td>{subscribers.byTopic[topic] ?? 0}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="admin-table">
        <caption>By class</caption>
        <thead>
          <tr>
            <th scope="col">Class</th>
            <th scope="col">Subscribers</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">The whole school (no class chosen)</th>
            <td>{subscribers.allClasses}</td>
          </tr>
          {alertClasses.map((name) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{subscribers.byClass[name] ?? 0}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {overview.canExport && (
        <p>
          <a href={csvPath} download>
            Download the subscribers' addresses (CSV)
          </a>{" "}
          — the download is recorded in the activity log.
        </p>
      )}
      <h2>Outbox</h2>
      <p role="status">
        {Object.keys(statusWords)
          .map((status) => `${statusWords[status]}: ${outbox[status] ?? 0}`)
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
      <h2>Test</h2>
      <Form method="post">
        <p>Sends a sample alert to your own address, so you can see how parents receive it.</p>
        <FormMessage message={actionData?.message} />
        <FormMessage message={actionData?.notice} kind="success" />
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          Send me a test alert
        </button>
      </Form>
    </>
  );
}
