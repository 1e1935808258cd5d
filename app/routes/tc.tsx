import { data } from "react-router";
import { PageHeader } from "#app/components/page-header.tsx";
import { TcForm } from "#app/components/tc-form.tsx";
import { TcSample } from "#app/components/tc-sample.tsx";
import { useSiteData } from "#app/components/use-site-data.ts";
import type { IslandHandle } from "#app/islands/names.ts";
import { documentAnswer } from "#app/lib/document-answer.ts";
import { metaFor } from "#app/lib/page-meta.ts";
import { tcPage } from "#app/lib/strings/tc.ts";
import { tcErrorMessage } from "#app/lib/tc-messages.ts";
import { certificateAttachment, fieldsFromForm, requestCertificateOnServer } from "#app/lib/tc-request.ts";
import { siteOf } from "#app/load-context.ts";
import type { Route } from "./+types/tc";

// The certificate comes back in the page, without leaving it (app/islands/tc-form.ts).
export const handle = { islands: ["tc-form"] } satisfies IslandHandle;

export const meta = metaFor(tcPage);

/** The school the browser asks about: the server's setting, never read in the browser. */
export function loader({ context }: Route.LoaderArgs) {
  const site = siteOf(context);
  return { schoolCode: site.schoolCode };
}

/**
 * The same form posted without JavaScript: the same look-up through the site's
 * operations in the process (counted for the visitor's address, as the browser's
 * own call is), answered with the file as an attachment (sent by
 * app/entry.server.tsx), or with this page and the same error text.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const site = siteOf(context);
  const fields = fieldsFromForm(await request.formData());
  const result = await requestCertificateOnServer(fields, (filled) => site.content.transferCertificate(filled));
  if (result.ok) return documentAnswer(certificateAttachment(result));
  const error = tcErrorMessage(result.failure);
  if (result.failure.kind !== "rate-limited") return { fields, error };
  const retryAfter = result.failure.retryAfterSeconds;
  return data(
    { fields, error },
    { status: 429, headers: retryAfter === undefined ? {} : { "Retry-After": `${retryAfter}` } },
  );
}

/** Passes the action's Retry-After on to the page. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export default function TcPage({ loaderData, actionData }: Route.ComponentProps) {
  const { profile } = useSiteData();
  // A document answer never reaches the page (the server sent the file instead); only an error does.
  const posted = actionData && "error" in actionData ? actionData : undefined;
  return (
    <>
      <PageHeader title={tcPage.name} />
      <div className="container page-body">
        <TcForm schoolCode={loaderData.schoolCode} posted={posted} />
        <TcSample pdfPath={profile?.sampleCertificatePdf ?? null} />
      </div>
    </>
  );
}
