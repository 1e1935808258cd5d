import { data } from "react-router";
import { AlertOutbox } from "#app/admin/components/alert-outbox.tsx";
import { AlertSubscribers } from "#app/admin/components/alert-subscribers.tsx";
import { AlertTest } from "#app/admin/components/alert-test.tsx";
import { getAlertsOverview, sendTestAlert } from "#app/admin/lib/alerts.server.ts";
import { schoolPage } from "#app/admin/lib/school-scope.server.ts";
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

/**
 * Parents' e-mail alerts (issue 27): how many subscribe to what (never who), the outbox and its
 * failures, a test mail to oneself, and for owners the addresses as CSV (logged).
 */
export default function Alerts({ loaderData, actionData }: Route.ComponentProps) {
  const { overview, csvPath } = loaderData;
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
      <AlertSubscribers overview={overview} csvPath={csvPath} />
      <AlertOutbox overview={overview} />
      <AlertTest answer={actionData} />
    </>
  );
}
