import { InfoPage } from "#app/components/info-page";
import { infoPageLoader } from "#app/lib/info-page.server";
import { metaFor } from "#app/lib/page-meta";
import { infoPages } from "#app/lib/strings/info";
import type { Route } from "./+types/admission-process";

/** Its text is the school's pages/AdmissionProcess.md (decision 0009). */
export const loader = infoPageLoader("AdmissionProcess");
export const meta = metaFor(infoPages.admissionProcess);

export default function AdmissionProcessPage({ loaderData }: Route.ComponentProps) {
  return <InfoPage page={infoPages.admissionProcess} content={loaderData} />;
}
