import { InfoPage } from "#app/components/info-page.tsx";
import { infoPageLoader } from "#app/lib/info-page.server.ts";
import { metaFor } from "#app/lib/page-meta.ts";
import { infoPages } from "#app/lib/strings/info.ts";
import type { Route } from "./+types/academic-ethos";

/** Its text is the school's pages/AcademicEthos.md (decision 0009). */
export const loader = infoPageLoader("AcademicEthos");
export const meta = metaFor(infoPages.academicEthos);

export default function AcademicEthosPage({ loaderData }: Route.ComponentProps) {
  return <InfoPage page={infoPages.academicEthos} content={loaderData} />;
}
