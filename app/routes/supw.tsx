import { InfoPage } from "../components/info-page";
import { infoPageLoader } from "../lib/info-page.server";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings/pages";
import type { Route } from "./+types/supw";

/** Its text is the school's pages/Supw.md (decision 0009). */
export const loader = infoPageLoader("Supw");
export const meta = metaFor(pages.supw);

export default function SupwPage({ loaderData }: Route.ComponentProps) {
  return <InfoPage page={pages.supw} content={loaderData} />;
}
