import { InfoPage } from "#app/components/info-page.tsx";
import { infoPageLoader } from "#app/lib/info-page.server.ts";
import { metaFor } from "#app/lib/page-meta.ts";
import { infoPages } from "#app/lib/strings/info.ts";
import type { Route } from "./+types/vision";

/** Its text is the school's pages/Vision.md (decision 0009). */
export const loader = infoPageLoader("Vision");
export const meta = metaFor(infoPages.vision);

export default function VisionPage({ loaderData }: Route.ComponentProps) {
  return <InfoPage page={infoPages.vision} content={loaderData} />;
}
