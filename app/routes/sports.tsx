import { InfoPage } from "../components/info-page";
import { infoPageLoader } from "../lib/info-page.server";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings/pages";
import type { Route } from "./+types/sports";

/** Its text is the school's pages/Sports.md (decision 0009). */
export const loader = infoPageLoader("Sports");
export const meta = metaFor(pages.sports);

export default function SportsPage({ loaderData }: Route.ComponentProps) {
  return <InfoPage page={pages.sports} content={loaderData} />;
}
