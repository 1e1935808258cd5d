import { InfoPage } from "#app/components/info-page.tsx";
import { infoPageLoader } from "#app/lib/info-page.server.ts";
import { metaFor } from "#app/lib/page-meta.ts";
import { infoPages } from "#app/lib/strings/info.ts";
import type { Route } from "./+types/admission-process";

/** Its text is the school's pages/AdmissionProcess.md (decision 0009). */
export const loader = infoPageLoader("AdmissionProcess");
export const meta = metaFor(infoPages.admissionProcess);

export default function AdmissionProcessPage({ loaderData }: Route.ComponentProps) {
  return <InfoPage page={infoPages.admissionProcess} content={loaderData} />;
}
