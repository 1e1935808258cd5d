import { InfoPage } from "#app/components/info-page.tsx";
import { infoPageLoader } from "#app/lib/info-page.server.ts";
import { metaFor } from "#app/lib/page-meta.ts";
import { infoPages } from "#app/lib/strings/info.ts";
import type { Route } from "./+types/motto";

/** Its text is the school's pages/Motto.md (decision 0009). */
export const loader = infoPageLoader("Motto");
export const meta = metaFor(infoPages.motto);

export default function MottoPage({ loaderData }: Route.ComponentProps) {
  return <InfoPage page={infoPages.motto} content={loaderData} />;
}
