import { InfoPage } from "#app/components/info-page.tsx";
import { infoPageLoader } from "#app/lib/info-page.server.ts";
import { metaFor } from "#app/lib/page-meta.ts";
import { infoPages } from "#app/lib/strings/info.ts";
import type { Route } from "./+types/about";

/** Its text is the school's pages/About.md (decision 0009). */
export const loader = infoPageLoader("About");
export const meta = metaFor(infoPages.about);

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return <InfoPage page={infoPages.about} content={loaderData} />;
}
